import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerExamples } from '../../../mocks/content/examples/index.ts';
import { BannerLanding } from '../../../src/blocks/banner/BannerLanding';
import {
  asGatsbyBlock,
  expectButtons,
  expectHeading,
  expectNoHeading,
  expectNoHorizontalOverflow,
  fixtureBlock,
  LONG_TITLE,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';

const examples = bannerExamples.banner_landing;
const fixture = examples.default;

const meta = {
  title: 'Blocks/Banner/BannerLanding',
  component: BannerLanding,
  args: {
    block: asGatsbyBlock(fixture),
    index: 0,
    page: pageContext('/cloudstatus/'),
  },
} satisfies Meta<typeof BannerLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The flip icons: the part of the banner that holds its pictures (svg), hidden from assistive technology. */
function flipIconsIn(canvasElement: HTMLElement): HTMLElement {
  const icons = canvasElement.querySelector('svg')?.closest<HTMLElement>('[aria-hidden="true"]');
  if (!icons) throw new Error('No pictures hidden from assistive technology in the banner');
  return icons;
}

/** The flip icons are decoration: on screen, but not in the accessibility tree. */
async function expectDecorativeIcons(canvasElement: HTMLElement) {
  const icons = flipIconsIn(canvasElement);
  await expect(icons).toBeVisible();
  // Four tiles with a picture on each face, all of them inside the hidden part.
  await expect(icons.children).toHaveLength(4);
  await expect(icons.querySelectorAll('svg')).toHaveLength(canvasElement.querySelectorAll('svg').length);
  await expect(icons.getBoundingClientRect().width).toBeGreaterThan(0);
}

/** The cloudscan page's banner: h1, the description, its two buttons and the flip icons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, fixture.title!);
    await expect(within(canvasElement).getByText(/Beantwoord twaalf korte vragen/)).toBeVisible();
    await expectButtons(canvasElement, fixture.links!);
    await expectDecorativeIcons(canvasElement);
  },
};

/** The other landing page (Overstappen) from the fixtures. */
export const Migration: Story = {
  args: {
    block: asGatsbyBlock(fixtureBlock('/overstappen/', 'Banner', 'banner_landing')),
    page: pageContext('/overstappen/'),
  },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, 'Overstappen naar de cloud zonder kopzorgen');
    await expect(within(canvasElement).getByRole('link', { name: 'Start de migratie-intake' })).toHaveAttribute(
      'href',
      '/contact/migratie-intake/',
    );
  },
};

/** Further down a page the title is an h2, so the page keeps one h1. */
export const NotFirstSection: Story = {
  args: { index: 1 },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 2, fixture.title!);
    await expectNoHeading(canvasElement, 1);
  },
};

/** Only a title: no description, no buttons; the icons still decorate. */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(examples.minimal),
    page: { uri: '/cloudscan/', title: 'Cloudscan', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, 'Cloudscan');
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelector('p')).toBeNull();
    await expectDecorativeIcons(canvasElement);
  },
};

/** No title on the block: the page title is the heading. */
export const PageTitleFallback: Story = {
  args: {
    block: asGatsbyBlock({ kind: 'Banner', styletype: 'banner_landing', title: '', description: '<p>Alles over de cloudscan.</p>' }),
    page: { uri: '/cloudstatus/', title: 'Cloudstatus', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, 'Cloudstatus');
  },
};

/** Long Dutch words in title and description and many buttons: everything wraps. */
export const LongContent: Story = {
  args: {
    block: asGatsbyBlock(examples.longContent),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoHorizontalOverflow(await expectHeading(canvasElement, 1, LONG_TITLE));
    await expect(canvas.getAllByRole('link', { name: /.+/ }).length).toBeGreaterThanOrEqual(6);
    await expect(canvas.getByRole('link', { name: 'meer over in de kennisbank' })).toHaveAttribute('href', '/kennisbank/');
    await expect(canvas.getByText('Hoogspanningsverbindingsonderhoudswerkzaamheden')).toBeVisible();
  },
};

/** On a phone the icons sit in a row under the text, and nothing sticks out sideways. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const heading = await expectHeading(canvasElement, 1, fixture.title!);
    await expectNoHorizontalOverflow(heading);
    await expectDecorativeIcons(canvasElement);
    const icons = flipIconsIn(canvasElement).getBoundingClientRect();
    await expect(icons.top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(icons.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A long title on a phone still wraps inside the panel. */
export const LongContentOnMobile: Story = {
  ...LongContent,
  globals: MOBILE,
};
