/** The Image as the data layer feeds it, media items through fromMediaItem: src/data is above src/ui, so the test is here. */
import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IMG } from '../../mocks/content/index';
import { toGatsbyMedia } from '../../mocks/content/gatsby-shape';
import { DEFAULT_IMAGE_WIDTH, PLACEHOLDER_HIDE_DELAY_MS } from '../styles/constants';
import { ThemeRoot } from '../styles/ThemeRoot';
import { fileOfMediaItem, fromMediaItem } from './media';
import { Image, objectPosition, type ImageProps } from '../ui/Image/Image';

const processed = toGatsbyMedia(IMG.datacenter)!;
const mediaOnly = toGatsbyMedia(IMG.datacenter, { processed: false })!;
const mobileOnly = toGatsbyMedia(IMG.ctaAdvisor, { processed: false })!;

/** The blurred placeholder: hidden from assistive technology, shown until the image has loaded. */
const placeholderOf = (container: HTMLElement) => container.querySelector<HTMLImageElement>('img[aria-hidden="true"]')!;
const isShown = (element: HTMLElement) => getComputedStyle(element).opacity !== '0';

function renderImage(props: ImageProps) {
  return render(
    <ThemeRoot>
      <Image {...props} />
    </ThemeRoot>,
  );
}

describe('objectPosition', () => {
  it.each([
    ['top', 'center top'],
    ['bottom', 'center bottom'],
    ['left', 'left center'],
    ['right', 'right center'],
    ['center', 'center center'],
    [null, 'center center'],
    ['diagonal', 'center center'],
  ])('%s → %s', (position, expected) => {
    expect(objectPosition(position)).toBe(expected);
  });
});

describe('Image', () => {
  it('renders gatsby-plugin-image data when the build processed the file', () => {
    const { container } = renderImage(fromMediaItem(processed));
    const data = processed.imageData!;
    expect(container.querySelector('.gatsby-image-wrapper')).not.toBeNull();
    // The image is in the markup from the first render (no lazy-hydrate step), on the data's own URLs, not the media URL mode's.
    const img = container.querySelector(`img[alt="${processed.altText}"]`)!;
    expect(img.closest('picture')!.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      data.images.sources![0]!.srcSet.replace(/\n/g, ''),
    );
    expect(img).toHaveAttribute('src', data.images.fallback!.src);
    expect(img).not.toHaveAttribute('src', `${mediaOnly.mediaItemUrl}?width=${DEFAULT_IMAGE_WIDTH}`);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('server-renders the gatsby-plugin-image markup: wrapper, sizer, placeholder and image', () => {
    const html = renderToString(
      <ThemeRoot>
        <Image {...fromMediaItem(processed)} loading="eager" />
      </ThemeRoot>,
    );
    expect(html).toContain('data-gatsby-image-wrapper');
    expect(html).toContain('data-placeholder-image');
    expect(html).toMatch(/<img[^>]*role="presentation"[^>]*src="data:image\/svg\+xml/);
    expect(html).toMatch(/<img[^>]*alt="[^"]+"[^>]*loading="eager"/);
    expect(html).not.toContain('<noscript');
  });

  it.each([
    ['gatsby-plugin-image data', () => processed],
    ['a media URL', () => mediaOnly],
  ])('fetches the main image (priority) eagerly and with high priority, the others lazily, from %s', (_mode, image) => {
    const main = renderToString(
      <ThemeRoot>
        <Image {...fromMediaItem(image())} priority />
      </ThemeRoot>,
    );
    expect(main).toMatch(/<img[^>]*alt="[^"]+"[^>]*loading="eager"[^>]*fetchpriority="high"/);
    const other = renderToString(
      <ThemeRoot>
        <Image {...fromMediaItem(image())} />
      </ThemeRoot>,
    );
    expect(other).toMatch(/<img[^>]*alt="[^"]+"[^>]*loading="lazy"/);
    expect(other).not.toContain('fetchpriority');
  });

  it('hides the gatsby-plugin-image placeholder once the image has loaded', () => {
    const blurred = { ...processed.imageData!, placeholder: { fallback: mediaOnly.blurBase64! } };
    const { container } = renderImage(fromMediaItem({ ...processed, imageData: blurred }));
    const placeholder = container.querySelector<HTMLImageElement>('img[data-placeholder-image]')!;
    expect(placeholder).toHaveAttribute('src', mediaOnly.blurBase64);
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(isShown(placeholder)).toBe(true);
    fireEvent.load(container.querySelector(`img[alt="${processed.altText}"]`)!);
    expect(isShown(placeholder)).toBe(false);
  });

  it('art-directs gatsby-plugin-image data: the mobile image below the md breakpoint', () => {
    const mobile = toGatsbyMedia(IMG.ctaAdvisor)!;
    const { container } = renderImage({ ...fromMediaItem(processed), mobileImage: fileOfMediaItem(mobile), sizes: '50vw' });
    const picture = container.querySelector(`img[alt="${processed.altText}"]`)!.closest('picture')!;
    const sources = [...picture.querySelectorAll('source[media="(max-width: 767px)"]')];
    // The mobile image's webp candidates, then its fallback's, ahead of the desktop image's.
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual(
      [mobile.imageData!.images.sources![0]!.srcSet, mobile.imageData!.images.fallback!.srcSet!].map((srcSet) => srcSet.replace(/\n/g, '')),
    );
    for (const source of sources) expect(source).toHaveAttribute('sizes', '50vw');
    // The placeholder is art-directed too.
    expect(
      container.querySelector('img[data-placeholder-image]')!.closest('picture')!.querySelector('source[media="(max-width: 767px)"]'),
    ).toHaveAttribute('srcset', mobile.imageData!.placeholder!.fallback);
    expect(container.querySelector(`picture img[alt="${processed.altText}"]`)).toHaveAttribute('sizes', '50vw');
  });

  it('builds media URLs with width and webp sources at base, base/1.5 and base/2.75', () => {
    const { container } = renderImage({ ...fromMediaItem(mediaOnly), requestWidth: 1200 });
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe(`${mediaOnly.mediaItemUrl}?width=1200`);
    const source = container.querySelector('picture source[type="image/webp"]')!;
    expect(source.getAttribute('srcset')).toBe(
      [1200, 800, 436].map((width) => `${mediaOnly.mediaItemUrl}?width=${width}&format=webp ${width}w`).join(', '),
    );
  });

  it('asks for a height only in non-fluid mode', () => {
    const { container } = renderImage({ ...fromMediaItem(mediaOnly), requestWidth: 600, requestHeight: 400 });
    expect(container.querySelector('picture img')!.getAttribute('src')).toBe(`${mediaOnly.mediaItemUrl}?width=600&height=400`);
    expect(container.querySelector('picture img')).toHaveAttribute('height', '400');
  });

  it('always reserves the box: width and height from the media details, aspect ratio on the frame', () => {
    const { container } = renderImage({ ...fromMediaItem(mediaOnly), requestWidth: 960 });
    const { width, height } = mediaOnly.mediaDetails!;
    const img = container.querySelector('picture img')!;
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', String(Math.round((960 * height!) / width!)));
    expect(container.querySelector('picture')!.parentElement!.style.aspectRatio).toBe(`960 / ${Math.round((960 * height!) / width!)}`);
  });

  it('shows the blurBase64 placeholder until the image has loaded', () => {
    const { container } = renderImage(fromMediaItem(mediaOnly));
    const placeholder = placeholderOf(container);
    expect(placeholder).toHaveAttribute('src', mediaOnly.blurBase64);
    expect(placeholder).toHaveAttribute('alt', '');
    expect(isShown(placeholder)).toBe(true);
    fireEvent.load(container.querySelector('picture img')!);
    expect(isShown(placeholder)).toBe(false);
  });

  it('hides the placeholder 150 ms after mount when the image had already loaded', () => {
    jest.useFakeTimers();
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const natural = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
    try {
      const { container } = renderImage(fromMediaItem(mediaOnly));
      const placeholder = placeholderOf(container);
      act(() => jest.advanceTimersByTime(PLACEHOLDER_HIDE_DELAY_MS - 1));
      expect(isShown(placeholder)).toBe(true);
      act(() => jest.advanceTimersByTime(1));
      expect(isShown(placeholder)).toBe(false);
    } finally {
      complete.mockRestore();
      natural.mockRestore();
      jest.useRealTimers();
    }
  });

  it('adds a mobile source for a separate mobile image', () => {
    const { container } = renderImage({ ...fromMediaItem(mediaOnly), mobileImage: fileOfMediaItem(mobileOnly) });
    const mobile = container.querySelector('picture source[media]')!;
    expect(mobile.getAttribute('media')).toBe('(max-width: 767px)');
    expect(mobile.getAttribute('srcset')).toContain(mobileOnly.mediaItemUrl!);
  });

  it('uses the alt text of the media item unless told otherwise', () => {
    const { container, rerender } = renderImage(fromMediaItem(mediaOnly));
    expect(container.querySelector('picture img')).toHaveAttribute('alt', mediaOnly.altText);
    rerender(
      <ThemeRoot>
        <Image {...fromMediaItem(mediaOnly)} alt="" />
      </ThemeRoot>,
    );
    expect(container.querySelector('picture img')).toHaveAttribute('alt', '');
  });

  it('falls back to the media URL when the gatsby-plugin-image data is incomplete', () => {
    const broken = { ...processed, imageData: { ...processed.imageData!, images: {} } };
    const { container } = renderImage(fromMediaItem(broken));
    expect(container.querySelector('.gatsby-image-wrapper')).toBeNull();
    expect(container.querySelector('picture img')).toHaveAttribute('src', `${broken.mediaItemUrl}?width=${DEFAULT_IMAGE_WIDTH}`);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['no url and no file', { altText: 'Leeg', mediaItemUrl: null, imageData: null }],
    ['no details', { altText: '', mediaItemUrl: '/wp-content/uploads/x.jpg', mediaDetails: null }],
  ])('never throws for %s', (_name, image) => {
    expect(() =>
      renderToString(
        <ThemeRoot>
          <Image {...fromMediaItem(image)} />
        </ThemeRoot>,
      ),
    ).not.toThrow();
  });
});
