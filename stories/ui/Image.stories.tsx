import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { IMG } from '../../mocks/content/index.ts';
import { toGatsbyMedia } from '../../mocks/content/gatsby-shape.ts';
import { fileOfMediaItem, fromMediaItem } from '../../src/data/media';
import { Image, type ImagePosition } from '../../src/ui/Image';

const processed = toGatsbyMedia(IMG.datacenter)!;
const mediaOnly = toGatsbyMedia(IMG.datacenter, { processed: false })!;
const mobileOnly = toGatsbyMedia(IMG.contactAdvisor, { processed: false })!;

const Page = styled.div`
  padding: ${({ theme }) => theme.space.md};
  max-width: 960px;
`;

const meta = {
  title: 'UI/Image',
  tags: ['autodocs'],
  component: Image,
  decorators: [(Story) => <Page>{Story()}</Page>],
  // A media item's props as the blocks pass them (fromMediaItem): src, the file's size, alt, placeholder and the build's imageData.
  args: { ...fromMediaItem(processed), sizes: '960px', requestWidth: 960 },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the built site: gatsby-plugin-image data with its own placeholder. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: processed.altText! });
    await expect(image.closest('.gatsby-image-wrapper')).not.toBeNull();
    // The data's own webp candidates (the widths of docs/behaviour/blocks.md#images on the media URL), not ones Image makes up.
    const webp = image.closest('picture')!.querySelector('source[type="image/webp"]');
    await expect(webp).toHaveAttribute('srcset', processed.imageData!.images.sources![0]!.srcSet.replace(/\n/g, ''));
    // The blurred placeholder goes once the image has loaded.
    const placeholder = canvasElement.querySelector<HTMLImageElement>('img[data-placeholder-image]')!;
    await expect(placeholder).toHaveAttribute('src', processed.imageData!.placeholder!.fallback);
    await waitFor(() => expect(getComputedStyle(placeholder).opacity).toBe('0'), { timeout: 5000 });
  },
};

/**
 * Only the media item known (a list fetched in the browser): webp sources on the media URL,
 * the blurBase64 placeholder shown until the image has loaded, then hidden.
 */
export const MediaUrl: Story = {
  args: fromMediaItem(mediaOnly),
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: mediaOnly.altText! });
    await expect(image).toHaveAttribute('src', `${mediaOnly.mediaItemUrl}?width=960`);
    await expect(canvasElement.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain('format=webp 960w');
    const placeholder = canvasElement.querySelector<HTMLImageElement>('img[aria-hidden="true"]')!;
    await expect(placeholder).toHaveAttribute('src', mediaOnly.blurBase64);
    await waitFor(() => expect(getComputedStyle(placeholder).opacity).toBe('0'), { timeout: 5000 });
  },
};

/** Non-fluid: requestWidth and requestHeight are both asked of the image service. */
export const FixedSize: Story = {
  args: { ...fromMediaItem(mediaOnly), requestWidth: 480, requestHeight: 320 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: mediaOnly.altText! });
    await expect(image).toHaveAttribute('src', `${mediaOnly.mediaItemUrl}?width=480&height=320`);
    await expect(image).toHaveAttribute('height', '320');
  },
};

/** A separate mobile image: the phone viewport shows the mobile art. */
export const MobileArtDirection: Story = {
  args: { ...fromMediaItem(mediaOnly), mobileImage: fileOfMediaItem(mobileOnly) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: mediaOnly.altText! });
    await waitFor(() => expect(image.currentSrc).toContain(mobileOnly.mediaItemUrl!), { timeout: 5000 });
  },
};

const Box = styled.div`
  width: 240px;
  height: 240px;
`;

const Grid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const POSITIONS: ImagePosition[] = ['top', 'center', 'bottom', 'left', 'right'];

/** fit="cover" fills its box and crops at `position`. */
export const Positions: Story = {
  render: () => (
    <Grid>
      {POSITIONS.map((position) => (
        <figure key={position} style={{ margin: 0 }}>
          <Box>
            <Image {...fromMediaItem(mediaOnly)} fit="cover" position={position} requestWidth={480} alt={`Positie ${position}`} />
          </Box>
          <figcaption>{position}</figcaption>
        </figure>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Positie top' })).objectPosition).toBe('50% 0%');
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Positie right' })).objectPosition).toBe('100% 50%');
  },
};

/** Missing media renders nothing (and nothing breaks). */
export const Missing: Story = {
  args: fromMediaItem(null),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
