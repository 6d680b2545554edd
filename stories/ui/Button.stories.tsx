import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { content, findPage } from '../../mocks/content/index.ts';
import type { ButtonItem } from '../../mocks/content/index.ts';
import { ContentButton } from '../../src/blocks/shared';
import { colors, space } from '../../src/styles/theme';
import { BUTTON_APPEARANCES, Button, ButtonGroup, ButtonSurface, type ButtonAppearance } from '../../src/ui/Button';
import { NEW_TAB_HINT } from '../../src/ui/Link';
import { hexToRgb, paintOf, TRANSPARENT, type Paint } from '../../mocks/testing/colors';

/** The home page banner's buttons: "Stel je pakket samen" (primary) and "Ontdek je cloudstatus" (subtle). */
function homeBannerButton(index: number): { item: ButtonItem; url: string; title: string } {
  const banner = findPage('/')?.blocks.find((block) => block.kind === 'Banner');
  const button = banner?.links?.[index];
  if (!button?.link?.url || !button.link.title) throw new Error(`mocks/content: the home banner has no button #${index}`);
  return { item: button, url: button.link.url, title: button.link.title };
}

const primaryCta = homeBannerButton(0);
const secondaryCta = homeBannerButton(1);

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    href: primaryCta.url,
    appearance: 'primary',
    children: primaryCta.title,
  },
  argTypes: {
    appearance: { control: 'select', options: BUTTON_APPEARANCES },
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the button link by what a visitor (and a screen reader) sees: a link named after its label. */
async function findButtonLink(canvasElement: HTMLElement, name: string) {
  const link = within(canvasElement).getByRole('link', { name });
  await expect(link).toBeVisible();
  return link;
}

function expectPaint(element: HTMLElement, paint: Paint) {
  return expect(paintOf(element)).toEqual(paint);
}

const navyBackdrop = (Story: () => React.JSX.Element) => (
  <div data-testid="navy-backdrop" style={{ background: colors.navy, padding: space.xl }}>
    <Story />
  </div>
);

/** The primary call to action of the home banner: a primary (orange) link to a site page, in the same tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, primaryCta.title);
    await expect(link).toHaveAttribute('href', primaryCta.url);
    await expect(link).not.toHaveAttribute('target');
    await expectPaint(link, { background: hexToRgb(colors.orange), border: hexToRgb(colors.orange), text: hexToRgb(colors.white) });
    // At least 48 px high: a comfortable touch target.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** primary: filled orange, the page's main action. */
export const Orange: Story = {
  args: { appearance: 'primary' },
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, primaryCta.title);
    await expectPaint(link, { background: hexToRgb(colors.orange), border: hexToRgb(colors.orange), text: hexToRgb(colors.white) });
  },
};

/** secondary: an orange outline. */
export const OrangeOutlined: Story = {
  args: { href: '/contact/', children: 'Neem contact op', appearance: 'secondary' },
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Neem contact op');
    await expect(link).toHaveAttribute('href', '/contact/');
    await expectPaint(link, { background: TRANSPARENT, border: hexToRgb(colors.orange), text: hexToRgb(colors.orange) });
  },
};

/** inverse: a white outline, meant for dark banners; shown on the navy backdrop it is designed for. */
export const WhiteOutlined: Story = {
  args: { href: '/diensten/cloud-werkplek/', children: 'Bekijk de cloud werkplek', appearance: 'inverse' },
  decorators: [navyBackdrop],
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Bekijk de cloud werkplek');
    await expect(link).toHaveAttribute('href', '/diensten/cloud-werkplek/');
    await expectPaint(link, { background: TRANSPARENT, border: hexToRgb(colors.white), text: hexToRgb(colors.white) });
    await expect(paintOf(within(canvasElement).getByTestId('navy-backdrop')).background).toBe(hexToRgb(colors.navy));
  },
};

/** subtle: a blue outline, for the quieter actions beside another. */
export const BlueOutlined: Story = {
  args: { href: secondaryCta.url, children: secondaryCta.title, appearance: 'subtle' },
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, secondaryCta.title);
    await expect(link).toHaveAttribute('href', secondaryCta.url);
    await expectPaint(link, { background: TRANSPARENT, border: hexToRgb(colors.blue), text: hexToRgb(colors.blue) });
  },
};

/** neutral: filled black. */
export const Black: Story = {
  args: { href: '/kennisbank/', children: 'Naar de kennisbank', appearance: 'neutral' },
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Naar de kennisbank');
    await expect(link).toHaveAttribute('href', '/kennisbank/');
    await expectPaint(link, { background: hexToRgb(colors.black), border: hexToRgb(colors.black), text: hexToRgb(colors.white) });
  },
};

/** On a dark panel (ButtonSurface "dark") the outlined appearances keep their outline and get white text. */
export const OnDarkSurface: Story = {
  args: { href: '/contact/', children: 'Neem contact op', appearance: 'secondary' },
  decorators: [
    (Story) => (
      <ButtonSurface value="dark">
        <Story />
      </ButtonSurface>
    ),
    navyBackdrop,
  ],
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Neem contact op');
    await expectPaint(link, { background: TRANSPARENT, border: hexToRgb(colors.orange), text: hexToRgb(colors.white) });
  },
};

/** docs/behaviour/blocks.md#buttons: a theme WordPress sends that is none of the listed ones renders neutral, i.e. black (the content mapping of blocks/shared). */
export const UnknownContentThemeFallsBackToBlack: Story = {
  render: () => <ContentButton item={{ ...primaryCta.item, theme: 'purple' }} />,
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, primaryCta.title);
    await expect(link).toHaveAttribute('href', primaryCta.url);
    await expectPaint(link, { background: hexToRgb(colors.black), border: hexToRgb(colors.black), text: hexToRgb(colors.white) });
  },
};

/** A link that opens a new tab does not give that tab `window.opener`, and tells screen readers it opens one. */
export const ExternalNewTab: Story = {
  args: { href: content.settings.info.loginOperatorUrl, children: 'Inloggen Operator', newTab: true, appearance: 'primary' },
  play: async ({ canvasElement }) => {
    const link = await findButtonLink(canvasElement, 'Inloggen Operator');
    await expect(link).toHaveAttribute('href', content.settings.info.loginOperatorUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleDescription(NEW_TAB_HINT);
    await expect(paintOf(link).background).toBe(hexToRgb(colors.orange));
  },
};

/** Broken content (no url) must not show an empty or dead button. */
export const MissingUrlRendersNothing: Story = {
  args: { href: '', children: 'Stel je pakket samen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText('Stel je pakket samen')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A url that would run script (here obfuscated with a tab and mixed case) never becomes a button. */
export const UnsafeUrlRendersNothing: Story = {
  args: { href: ' JaVa\tscript:alert(1)', children: 'Klik hier' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A form around a submit button; the form says "Verstuurd" once it is submitted. */
function SubmitForm({ busy = false }: { busy?: boolean }) {
  const [sent, setSent] = useState(0);
  return (
    <form
      aria-label="Terugbelverzoek"
      onSubmit={(event) => {
        event.preventDefault();
        setSent((count) => count + 1);
      }}
    >
      <Button type="submit" busy={busy}>
        Versturen
      </Button>
      <p role="status">{sent > 0 ? `Verstuurd (${sent})` : ''}</p>
    </form>
  );
}

/** A form's submit button, in the primary appearance (the default). */
export const Submit: Story = {
  render: () => <SubmitForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Versturen' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expectPaint(button, { background: hexToRgb(colors.orange), border: hexToRgb(colors.orange), text: hexToRgb(colors.white) });
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('Verstuurd (1)');
  },
};

/** A button that is not a link and not a submit: it runs its onClick. */
export const Action: Story = {
  args: { href: undefined, type: 'button', appearance: 'subtle', children: 'Pakket toevoegen', onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pakket toevoegen' });
    await expect(button).toHaveAttribute('type', 'button');
    await expectPaint(button, { background: TRANSPARENT, border: hexToRgb(colors.blue), text: hexToRgb(colors.blue) });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Disabled: dimmed, not focusable, and clicking does nothing. */
export const Disabled: Story = {
  args: { href: undefined, type: 'button', appearance: 'primary', children: 'Pakket toevoegen', disabled: true, onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pakket toevoegen' });
    await expect(button).toBeDisabled();
    await expect(Number(getComputedStyle(button).opacity)).toBeLessThan(1);
    await expect(getComputedStyle(button).cursor).toBe('not-allowed');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Busy (a form being sent): aria-busy, a turning ring beside the label (standing still under
 * reduced motion), the label still its name, focusable, and a click neither submits nor acts.
 */
export const Busy: Story = {
  render: () => <SubmitForm busy />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Versturen' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    await expect(getComputedStyle(button).cursor).toBe('progress');

    // The busy ring: hidden from screen readers (the name stays "Versturen"), visible to the eye.
    const ring = button.querySelector<HTMLElement>('[aria-hidden="true"]');
    await expect(ring).not.toBeNull();
    const box = ring!.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(8);
    await expect(box.height).toBeGreaterThan(8);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(ring!).animationName === 'none').toBe(reducedMotion);

    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** The label of each appearance in the overview, and its paint on a light page (inverse sits on navy). */
const APPEARANCE_PAINT: Record<ButtonAppearance, Paint> = {
  primary: { background: hexToRgb(colors.orange), border: hexToRgb(colors.orange), text: hexToRgb(colors.white) },
  secondary: { background: TRANSPARENT, border: hexToRgb(colors.orange), text: hexToRgb(colors.orange) },
  subtle: { background: TRANSPARENT, border: hexToRgb(colors.blue), text: hexToRgb(colors.blue) },
  inverse: { background: TRANSPARENT, border: hexToRgb(colors.white), text: hexToRgb(colors.white) },
  neutral: { background: hexToRgb(colors.black), border: hexToRgb(colors.black), text: hexToRgb(colors.white) },
};

/** Every `appearance` side by side, most prominent first; inverse on the dark background it is made for. */
export const Appearances: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: space.md }}>
      <ButtonGroup>
        {BUTTON_APPEARANCES.filter((appearance) => appearance !== 'inverse').map((appearance) => (
          <Button key={appearance} type="button" appearance={appearance}>
            {appearance}
          </Button>
        ))}
      </ButtonGroup>
      <div style={{ background: colors.navy, padding: space.lg }}>
        <Button type="button" appearance="inverse">
          inverse
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const appearance of BUTTON_APPEARANCES) {
      await expectPaint(within(canvasElement).getByRole('button', { name: appearance }), APPEARANCE_PAINT[appearance]);
    }
  },
};
