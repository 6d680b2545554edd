import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { theme } from '../../src/styles/theme';
import {
  ColorTokens,
  CONTRAST_AGAINST,
  Foundations,
  GROUP_TITLES,
  MotionTokens,
  motionStyle,
  OtherTokenTables,
  RadiusTokens,
  SAMPLE_TEXT,
  ShadowTokens,
  Single,
  SpaceTokens,
  TypeTokens,
  VISUAL_GROUPS,
  otherGroups,
} from './Foundations';
import { computedFor, contrastRatio, formatRatio, themeGroups, tokensOf, type Token } from './tokens';

/**
 * The design tokens, rendered from `theme` itself. Every play function derives what it expects
 * from the theme too, so a token added to src/styles/theme.ts must show up here to pass.
 */
const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  tags: ['autodocs'],
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure of a token: named by its caption, "name value". */
const figureOf = (canvasElement: HTMLElement, token: Token) =>
  within(canvasElement).getByRole('figure', { name: `${token.name} ${String(token.value)}` });

/** The visual of a token (a role="img" named `${label} ${token.name}`) inside its figure. */
function visualOf(canvasElement: HTMLElement, label: string, token: Token) {
  return within(figureOf(canvasElement, token)).getByRole('img', { name: `${label} ${token.name}` });
}

/** One figure per token of the group, no more: a token added to the theme needs no change here. */
async function expectOneFigurePerToken(canvasElement: HTMLElement, group: string) {
  const section = within(canvasElement).getByRole('region', { name: GROUP_TITLES[group] ?? group });
  await expect(within(section).queryAllByRole('figure')).toHaveLength(tokensOf(group).length);
  return section;
}

async function expectColors(canvasElement: HTMLElement) {
  const tokens = tokensOf('colors');
  await expect(tokens.length).toBe(Object.keys(theme.colors).length);
  await expectOneFigurePerToken(canvasElement, 'colors');
  for (const token of tokens) {
    const swatch = visualOf(canvasElement, 'Kleurvlak', token);
    await expect(getComputedStyle(swatch).backgroundColor).toBe(
      computedFor(swatch.parentElement!, 'background-color', String(token.value)),
    );
    const figure = within(figureOf(canvasElement, token));
    for (const { label, color } of CONTRAST_AGAINST) {
      const ratio = contrastRatio(String(token.value), color);
      const term = figure.getByText(label);
      await expect(term.tagName).toBe('DT');
      await expect(term.nextElementSibling).toHaveTextContent(ratio === null ? '–' : formatRatio(ratio));
    }
  }
}

async function expectTypography(canvasElement: HTMLElement) {
  await expectOneFigurePerToken(canvasElement, 'fonts');
  await expectOneFigurePerToken(canvasElement, 'fontSizes');
  for (const token of tokensOf('fonts')) {
    const sample = within(figureOf(canvasElement, token)).getByText(SAMPLE_TEXT);
    await expect(getComputedStyle(sample).fontFamily).toBe(computedFor(sample.parentElement!, 'font-family', String(token.value)));
  }
  for (const token of tokensOf('fontSizes')) {
    const sample = within(figureOf(canvasElement, token)).getByText(SAMPLE_TEXT);
    await expect(getComputedStyle(sample).fontSize).toBe(computedFor(sample.parentElement!, 'font-size', String(token.value)));
  }
  // The scale is a scale: every step is visibly different from the others.
  const sizes = tokensOf('fontSizes').map(
    (token) => getComputedStyle(within(figureOf(canvasElement, token)).getByText(SAMPLE_TEXT)).fontSize,
  );
  await expect(new Set(sizes).size).toBe(sizes.length);
}

const px = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

async function expectSpacing(canvasElement: HTMLElement) {
  await expectOneFigurePerToken(canvasElement, 'space');
  for (const token of tokensOf('space')) {
    const bar = visualOf(canvasElement, 'Ruimte', token);
    const expected = computedFor(bar.parentElement!, 'width', px(token.value));
    await expect(`${bar.getBoundingClientRect().width}px`).toBe(expected);
  }
}

async function expectRadii(canvasElement: HTMLElement) {
  await expectOneFigurePerToken(canvasElement, 'radii');
  for (const token of tokensOf('radii')) {
    const box = visualOf(canvasElement, 'Afronding', token);
    await expect(getComputedStyle(box).borderTopLeftRadius).toBe(
      computedFor(box.parentElement!, 'border-top-left-radius', px(token.value)),
    );
  }
}

async function expectShadows(canvasElement: HTMLElement) {
  const section = await expectOneFigurePerToken(canvasElement, 'shadows');
  const tokens = tokensOf('shadows');
  if (tokens.length === 0) {
    await expect(within(section).getByText('Nog geen tokens in theme.shadows.')).toBeVisible();
    return;
  }
  for (const token of tokens) {
    const box = visualOf(canvasElement, 'Schaduw', token);
    const shadow = getComputedStyle(box).boxShadow;
    await expect(shadow).not.toBe('none');
    await expect(shadow).toBe(computedFor(box.parentElement!, 'box-shadow', String(token.value)));
  }
}

async function expectMotion(canvasElement: HTMLElement) {
  const section = await expectOneFigurePerToken(canvasElement, 'motion');
  const tokens = tokensOf('motion');
  if (tokens.length === 0) {
    await expect(within(section).getByText('Nog geen tokens in theme.motion.')).toBeVisible();
    return;
  }
  for (const token of tokens) {
    const mover = visualOf(canvasElement, 'Beweging', token);
    const { property, style } = motionStyle(token.value);
    const probe = document.createElement('div');
    Object.assign(probe.style, style);
    mover.parentElement!.append(probe);
    // waitFor: transitions are suspended for a moment after the test-runner sizes the window (the resize block).
    await waitFor(() => expect(getComputedStyle(mover).transitionDuration).not.toBe('0s'));
    await expect(getComputedStyle(mover).getPropertyValue(property)).toBe(getComputedStyle(probe).getPropertyValue(property));
    probe.remove();
  }
}

async function expectOtherTokens(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const group of otherGroups()) {
    const table = canvas.getByRole('table', { name: `theme.${group}` });
    const tokens = tokensOf(group);
    await expect(within(table).getAllByRole('row')).toHaveLength(tokens.length + 1);
    for (const token of tokens) {
      const row = within(table).getByRole('rowheader', { name: token.name }).closest('tr')!;
      await expect(row).toHaveTextContent(`${token.name}${String(token.value)}`);
    }
  }
}

/** The whole page: every group of the theme has a section (or a table), with every token in it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Foundations' })).toBeVisible();
    for (const group of VISUAL_GROUPS) await expect(canvas.getByRole('heading', { level: 2, name: GROUP_TITLES[group] })).toBeVisible();
    // Every group of the theme is on the page: a visual section, a table, or derived from one (media).
    const shown = new Set<string>([...VISUAL_GROUPS, ...otherGroups(), 'media']);
    await expect(themeGroups.filter((group) => !shown.has(group))).toEqual([]);
    await expectColors(canvasElement);
    await expectTypography(canvasElement);
    await expectSpacing(canvasElement);
    await expectRadii(canvasElement);
    await expectShadows(canvasElement);
    await expectMotion(canvasElement);
    await expectOtherTokens(canvasElement);
  },
};

/** Every colour of `theme.colors`: a swatch labelled with its name and value, and its contrast as text on white and on navy. */
export const Colors: Story = {
  render: () => (
    <Single>
      <ColorTokens />
    </Single>
  ),
  play: async ({ canvasElement }) => expectColors(canvasElement),
};

/** The font families and the type scale (`theme.fontSizes`), each as a sample line. */
export const TypeScale: Story = {
  render: () => (
    <Single>
      <TypeTokens />
    </Single>
  ),
  play: async ({ canvasElement }) => expectTypography(canvasElement),
};

/** `theme.space` as bars of each length. */
export const Spacing: Story = {
  render: () => (
    <Single>
      <SpaceTokens />
    </Single>
  ),
  play: async ({ canvasElement }) => expectSpacing(canvasElement),
};

/** `theme.radii` on a box. */
export const Radii: Story = {
  render: () => (
    <Single>
      <RadiusTokens />
    </Single>
  ),
  play: async ({ canvasElement }) => expectRadii(canvasElement),
};

/** `theme.shadows` on a white card. */
export const Shadows: Story = {
  render: () => (
    <Single>
      <ShadowTokens />
    </Single>
  ),
  play: async ({ canvasElement }) => expectShadows(canvasElement),
};

/** `theme.motion`: durations and easings, played on hover. */
export const Motion: Story = {
  render: () => (
    <Single>
      <MotionTokens />
    </Single>
  ),
  play: async ({ canvasElement }) => expectMotion(canvasElement),
};

/** Breakpoints, layout sizes, z-index and any group without a visual of its own, as tables. */
export const OtherTokens: Story = {
  render: () => (
    <Single>
      <OtherTokenTables />
    </Single>
  ),
  play: async ({ canvasElement }) => expectOtherTokens(canvasElement),
};
