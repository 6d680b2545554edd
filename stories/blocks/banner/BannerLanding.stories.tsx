import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toGatsbyBlock } from '../../../mocks/content/gatsby-shape.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import { BannerLanding } from '../../../src/blocks/banner/BannerLanding';
import type { BannerBlock } from '../../../src/blocks/banner/fragment';
import { expectNoHorizontalOverflow, fixturePage, LONG_TITLE, MOBILE, pageContext } from './banner-support';

const cloudstatus = fixturePage('/cloudstatus/');
const fixture = findBlock(cloudstatus.blocks, 'Banner', 'banner_landing');

const meta = {
  title: 'Blocks/Banner/BannerLanding',
  component: BannerLanding,
  args: {
    block: toGatsbyBlock(fixture) as BannerBlock,
    index: 0,
    page: pageContext(cloudstatus.uri),
  },
} satisfies Meta<typeof BannerLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The flip icons are decoration: on screen, but not in the accessibility tree. */
async function expectDecorativeIcons(canvasElement: HTMLElement) {
  const icons = within(canvasElement).getByTestId('flip-icons');
  await expect(icons).toBeVisible();
  await expect(icons).toHaveAttribute('aria-hidden', 'true');
  await expect(icons.querySelectorAll('[data-flip-tile]').length).toBeGreaterThan(0);
}

/** The cloudscan page's banner: h1, the description, its two buttons and the flip icons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: fixture.title! })).toBeVisible();
    await expect(canvas.getByText(/Beantwoord twaalf korte vragen/)).toBeVisible();
    for (const item of fixture.links!) {
      const button = canvas.getByRole('link', { name: item.link!.title });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', item.link!.url);
      await expect(button).toHaveAttribute('data-theme', item.theme);
    }
    await expectDecorativeIcons(canvasElement);
  },
};

/** The other landing page (Overstappen) from the fixtures. */
export const Migration: Story = {
  args: {
    block: toGatsbyBlock(findBlock(fixturePage('/overstappen/').blocks, 'Banner', 'banner_landing')) as BannerBlock,
    page: pageContext('/overstappen/'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Overstappen naar de cloud zonder kopzorgen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start de migratie-intake' })).toHaveAttribute('href', '/contact/migratie-intake/');
  },
};

/** Further down a page the title is an h2, so the page keeps one h1. */
export const NotFirstSection: Story = {
  args: { index: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: fixture.title! })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** Only a title: no description, no buttons; the icons still decorate. */
export const Minimal: Story = {
  args: {
    block: toGatsbyBlock({ kind: 'Banner', styletype: 'banner_landing', title: 'Cloudscan', description: null, links: null }) as BannerBlock,
    page: { uri: '/cloudscan/', title: 'Cloudscan', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cloudscan' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.querySelector('p')).toBeNull();
    await expectDecorativeIcons(canvasElement);
  },
};

/** No title on the block: the page title is the heading. */
export const PageTitleFallback: Story = {
  args: {
    block: toGatsbyBlock({ kind: 'Banner', styletype: 'banner_landing', title: '', description: '<p>Alles over de cloudscan.</p>' }) as BannerBlock,
    page: { uri: '/cloudstatus/', title: 'Cloudstatus', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Cloudstatus' })).toBeVisible();
  },
};

const longDescription = `<p>Informatiebeveiligingsmanagementsysteemcertificeringstrajecten en bedrijfscontinuïteitsplanningsdocumentatie: we nemen ze samen met je door, van de eerste inventarisatie tot de laatste controle.</p>
<ul>
<li>Arbeidsongeschiktheidsverzekeringsmaatschappijen</li>
<li>Hoogspanningsverbindingsonderhoudswerkzaamheden</li>
<li>Kinderdagverblijfsmedewerkersopleidingsprogramma’s</li>
</ul>
<p>Lees er <a href="/kennisbank/">meer over in de kennisbank</a>.</p>`;

/** Long Dutch words in title and description and many buttons: everything wraps. */
export const LongContent: Story = {
  args: {
    block: toGatsbyBlock({
      kind: 'Banner',
      styletype: 'banner_landing',
      title: LONG_TITLE,
      description: longDescription,
      links: [
        ...fixture.links!,
        { link: { url: '/offerte-aanvragen/', title: 'Stel je pakket samen voor de hele organisatie', target: '' }, theme: 'orange_outlined' },
        { link: { url: '/contact/', title: 'Neem contact op met een adviseur', target: '' }, theme: 'blue_outlined' },
        { link: { url: '/kennisbank/', title: 'Lees eerst de kennisbankartikelen', target: '' }, theme: 'white_outlined' },
      ],
    }) as BannerBlock,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: LONG_TITLE });
    await expectNoHorizontalOverflow(heading);
    await expect(canvas.getAllByRole('link', { name: /.+/ }).length).toBeGreaterThanOrEqual(6);
    await expect(canvas.getByRole('link', { name: 'meer over in de kennisbank' })).toHaveAttribute('href', '/kennisbank/');
    await expect(canvas.getByText('Hoogspanningsverbindingsonderhoudswerkzaamheden')).toBeVisible();
  },
};

/** On a phone the icons sit in a row under the text, and nothing sticks out sideways. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: fixture.title! });
    await expectNoHorizontalOverflow(heading);
    await expectDecorativeIcons(canvasElement);
    const icons = canvas.getByTestId('flip-icons').getBoundingClientRect();
    await expect(icons.top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(icons.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A long title on a phone still wraps inside the panel. */
export const LongContentOnMobile: Story = {
  ...LongContent,
  globals: MOBILE,
};
