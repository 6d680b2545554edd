import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerExamples } from '../../../mocks/content/examples/index.ts';
import { WORDPRESS_URL } from '../../../mocks/content/index.ts';
import { BannerService } from '../../../src/blocks/banner/BannerService';
import { BANNER_SERVICE_MAX_IMAGES } from '../../../src/styles/constants';
import {
  asGatsbyBlock,
  expectButtons,
  expectHeading,
  expectNoHorizontalOverflow,
  fixtureBlock,
  LONG_TITLE,
  MOBILE,
  pageContext,
} from '../../../mocks/testing/blocks';

/** The three services in display order (sortNumber 1 to 3), with their pages. */
const SERVICES = [
  { name: 'VPS', uri: '/diensten/vps/' },
  { name: 'Cloud PC', uri: '/diensten/cloud-pc/' },
  { name: 'Cloud werkplek', uri: '/diensten/cloud-werkplek/' },
] as const;

const bannerOn = (uri: string) => asGatsbyBlock(fixtureBlock(uri, 'Banner', 'banner_service'));

const examples = bannerExamples.banner_service;
const vpsBanner = examples.default;

const meta = {
  title: 'Blocks/Banner/BannerService',
  component: BannerService,
  args: {
    block: asGatsbyBlock(vpsBanner),
    index: 0,
    page: pageContext('/diensten/vps/'),
  },
} satisfies Meta<typeof BannerService>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list of service images, as a visitor finds it. */
function servicesIn(canvasElement: HTMLElement) {
  const lists = within(canvasElement).getAllByRole('list');
  const list = lists.find((candidate) => within(candidate).queryAllByRole('link').length > 0) ?? lists[0]!;
  return within(list);
}

/** The links, in order, are named (only) by these service names. */
async function expectLinkNames(links: HTMLElement[], names: readonly string[]) {
  await expect(links).toHaveLength(names.length);
  for (const [position, link] of links.entries()) await expect(link).toHaveAccessibleName(names[position]);
}

/** The decorative picture of a service tile (hidden from assistive technology: the caption names the link). */
const pictureOf = (link: HTMLElement) => link.querySelector<HTMLElement>('[aria-hidden="true"]')!;

function opacityOf(link: HTMLElement) {
  return Number(getComputedStyle(pictureOf(link)).opacity);
}

/** How a service's image looks: 'current' (an outline), 'dimmed' (see-through) or 'plain'. */
function stateOf(link: HTMLElement) {
  const style = getComputedStyle(pictureOf(link));
  if (Number(style.opacity) < 1) return 'dimmed';
  return style.outlineStyle !== 'none' && style.outlineColor !== 'rgba(0, 0, 0, 0)' ? 'current' : 'plain';
}

/**
 * Every service image links to its page, named by the service; on the page of `current` its
 * image is highlighted and marked as the current page, the others are dimmed.
 */
async function expectServices(canvasElement: HTMLElement, current: string | null) {
  const services = servicesIn(canvasElement);
  await expectLinkNames(
    services.getAllByRole('link'),
    SERVICES.map((service) => service.name),
  );
  for (const service of SERVICES) {
    const link = services.getByRole('link', { name: service.name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', service.uri);
    await expect(link.querySelector('img')).not.toBeNull();
    if (current === null) {
      await expect(link).not.toHaveAttribute('aria-current');
      await expect(stateOf(link)).toBe('plain');
      await expect(opacityOf(link)).toBe(1);
    } else if (service.name === current) {
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(stateOf(link)).toBe('current');
      await expect(opacityOf(link)).toBe(1);
    } else {
      await expect(link).not.toHaveAttribute('aria-current');
      await expect(stateOf(link)).toBe('dimmed');
      await expect(opacityOf(link)).toBeLessThan(1);
    }
  }
}

/** The VPS page: title, buttons, the three services in sortNumber order, VPS highlighted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, vpsBanner.title!);
    await expectButtons(canvasElement, vpsBanner.links!);
    await expectServices(canvasElement, 'VPS');
  },
};

/** The Cloud PC page (its services are stored out of order): Cloud PC highlighted, still sorted by sortNumber. */
export const OnCloudPcPage: Story = {
  args: { block: bannerOn('/diensten/cloud-pc/'), page: pageContext('/diensten/cloud-pc/') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, /^Cloud PC:/);
    await expectServices(canvasElement, 'Cloud PC');
  },
};

/** The Cloud werkplek page: its own image highlighted. */
export const OnCloudWorkplacePage: Story = {
  args: { block: bannerOn('/diensten/cloud-werkplek/'), page: pageContext('/diensten/cloud-werkplek/') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 1, /^Cloud werkplek:/);
    await expectServices(canvasElement, 'Cloud werkplek');
  },
};

/** On a page that is none of the services (the services overview) all three are shown alike. */
export const OnOtherPage: Story = {
  args: { page: pageContext('/diensten/') },
  play: async ({ canvasElement }) => {
    await expectServices(canvasElement, null);
  },
};

/** Links pasted as absolute WordPress urls: the current service is still found, by its path. */
export const AbsoluteWordPressLinks: Story = {
  args: {
    block: asGatsbyBlock({
      ...vpsBanner,
      services: vpsBanner.services!.map((service) => ({
        ...service,
        link: { ...service.link, url: `${WORDPRESS_URL}${service.link.url}` },
      })),
    }),
    page: pageContext('/diensten/cloud-pc/'),
  },
  play: async ({ canvasElement }) => {
    const services = servicesIn(canvasElement);
    const cloudPc = services.getByRole('link', { name: 'Cloud PC' });
    await expect(cloudPc).toHaveAttribute('aria-current', 'page');
    await expect(stateOf(cloudPc)).toBe('current');
    await expect(stateOf(services.getByRole('link', { name: 'VPS' }))).toBe('dimmed');
  },
};

/** Only a title: no buttons and no services, and no empty list. */
export const Minimal: Story = {
  args: {
    block: asGatsbyBlock(examples.minimal),
    page: { uri: '/diensten/', title: 'Diensten', featuredImage: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvasElement, 1, 'Onze diensten');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A long title and five services with long names: only the first three by sortNumber show. */
export const LongContent: Story = {
  args: {
    block: asGatsbyBlock(examples.longContent),
  },
  play: async ({ canvasElement }) => {
    const links = servicesIn(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(BANNER_SERVICE_MAX_IMAGES);
    await expectLinkNames(links, ['Virtueleprivéserverhosting', 'Cloud PC', 'Cloudwerkplekvoorzieningen']);
    await expect(within(canvasElement).queryByText('Informatiebeveiligingsmanagementsysteem')).not.toBeInTheDocument();
    await expectNoHorizontalOverflow(await expectHeading(canvasElement, 1, LONG_TITLE), ...links);
  },
};

/** On a phone the three images sit side by side under the text; VPS highlighted. */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const heading = await expectHeading(canvasElement, 1, vpsBanner.title!);
    await expectNoHorizontalOverflow(heading);
    await expectServices(canvasElement, 'VPS');
    const boxes = servicesIn(canvasElement)
      .getAllByRole('link')
      .map((link) => link.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    await expect(boxes[0]!.top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    for (const box of boxes) await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongContentOnMobile: Story = {
  ...LongContent,
  globals: MOBILE,
};
