import { render } from '@testing-library/react';
import * as gatsby from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { ContentHead, mediaOriginOf, shareImageOf } from './ContentHead';

const SITE_URL = 'https://www.wolkwerk.nl';

beforeEach(() => {
  jest.spyOn(gatsby, 'useStaticQuery').mockReturnValue({ site: { siteMetadata: { siteUrl: SITE_URL, title: 'Wolkwerk Cloud' } } });
});

afterEach(() => jest.restoreAllMocks());

const imageData = {
  layout: 'constrained',
  width: 1600,
  height: 900,
  images: { fallback: { src: '/static/abc/1600/hero.jpg' }, sources: [{ srcSet: '/static/abc/1600/hero.webp 1600w', type: 'image/webp' }] },
} as unknown as IGatsbyImageData;

const image = {
  altText: 'Serverrek in een datacenter',
  mediaItemUrl: 'https://cms.wolkwerk.nl/wp-content/uploads/rack.jpg',
  blurBase64: null,
  mediaDetails: { width: 3200, height: 1800 },
  imageData,
};

describe('shareImageOf', () => {
  it.each([
    [
      'the image data’s fallback (not WebP) at its own size',
      image,
      { url: '/static/abc/1600/hero.jpg', width: 1600, height: 900, alt: 'Serverrek in een datacenter' },
    ],
    [
      'WordPress’s file when there is no image data',
      { ...image, imageData: null },
      { url: image.mediaItemUrl, width: 3200, height: 1800, alt: 'Serverrek in een datacenter' },
    ],
    [
      'no size when WordPress gives none',
      { ...image, altText: ' ', imageData: null, mediaDetails: null },
      { url: image.mediaItemUrl, width: null, height: null, alt: null },
    ],
    ['nothing without a file', { ...image, mediaItemUrl: '', imageData: null }, null],
    ['nothing without an image', null, null],
  ])('%s', (_name, source, expected) => {
    expect(shareImageOf(source)).toEqual(expected);
  });
});

describe('mediaOriginOf', () => {
  it.each([
    ['another origin', 'https://cms.wolkwerk.nl/wp-content/uploads/rack.jpg', 'https://cms.wolkwerk.nl'],
    ['the site’s own origin', `${SITE_URL}/wp-content/uploads/rack.jpg`, null],
    ['a relative URL', '/wp-content/uploads/rack.jpg', null],
    ['no URL', null, null],
    ['not http', 'data:image/png;base64,AA', null],
  ])('%s', (_name, mediaItemUrl, expected) => {
    expect(mediaOriginOf({ ...image, mediaItemUrl }, SITE_URL)).toBe(expected);
  });

  it('is preconnected in the head', () => {
    const { container } = render(
      <ContentHead title="Diensten" description={null} pathname="/diensten/" image={image} breadcrumb={null} blocks={[]} />,
    );
    expect(container.querySelector('link[rel="preconnect"]')).toHaveAttribute('href', 'https://cms.wolkwerk.nl');
  });
});

function renderHead(element: React.ReactElement) {
  const { container } = render(element);
  const meta = (key: string) => container.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.innerHTML) as Record<string, unknown>,
  );
  return { container, meta, jsonLd };
}

describe('ContentHead for a post', () => {
  const post = (
    <ContentHead
      title="Snapshot of back-up? | Wolkwerk Cloud"
      headline="Snapshot of back-up?"
      description="Het verschil uitgelegd."
      pathname="/kennisbank/snapshot-of-back-up/"
      image={image}
      breadcrumb={{ mode: 'path', pathname: '/kennisbank/snapshot-of-back-up/', title: 'Snapshot of back-up?', isPost: true }}
      blocks={[]}
      article={{ datePublished: '2026-11-18T14:30:00', dateModified: '2026-11-19T09:00:00', author: 'Mark Jansen' }}
    />
  );

  it('has Article JSON-LD beside the BreadcrumbList (Home › Kennisbank › post)', () => {
    const { jsonLd } = renderHead(post);
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({
      headline: 'Snapshot of back-up?',
      datePublished: '2026-11-18T14:30:00Z',
      dateModified: '2026-11-19T09:00:00Z',
      author: { '@type': 'Person', name: 'Mark Jansen' },
      image: { '@type': 'ImageObject', url: `${SITE_URL}/static/abc/1600/hero.jpg`, width: 1600, height: 900 },
      publisher: { '@type': 'Organization', name: 'Wolkwerk Cloud', url: `${SITE_URL}/` },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE_URL}/kennisbank/snapshot-of-back-up/` },
    });
    const crumbs = (jsonLd[1]?.itemListElement as { name: string }[]).map((item) => item.name);
    expect(crumbs).toEqual(['Home', 'Kennisbank', 'Snapshot of back-up?']);
  });

  it('has Open Graph image size, alt and article times, and a large Twitter card', () => {
    const { meta } = renderHead(post);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:image')).toBe(`${SITE_URL}/static/abc/1600/hero.jpg`);
    expect(meta('og:image:width')).toBe('1600');
    expect(meta('og:image:height')).toBe('900');
    expect(meta('og:image:alt')).toBe('Serverrek in een datacenter');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(`${SITE_URL}/static/abc/1600/hero.jpg`);
    expect(meta('article:published_time')).toBe('2026-11-18T14:30:00Z');
    expect(meta('article:modified_time')).toBe('2026-11-19T09:00:00Z');
    expect(meta('article:author')).toBe('Mark Jansen');
  });

  it('leaves out what the post does not have', () => {
    const { meta, jsonLd, container } = renderHead(
      <ContentHead
        title="Kaal"
        pathname="/kennisbank/kaal/"
        image={null}
        breadcrumb={null}
        blocks={[]}
        article={{ datePublished: null, author: null }}
      />,
    );
    expect(jsonLd).toHaveLength(1);
    expect(Object.keys(jsonLd[0] ?? {}).sort()).toEqual(['@context', '@type', 'headline', 'mainEntityOfPage', 'publisher', 'url']);
    for (const key of [
      'og:image',
      'og:image:width',
      'og:image:alt',
      'twitter:image',
      'article:published_time',
      'article:modified_time',
      'article:author',
    ]) {
      expect(meta(key)).toBeNull();
    }
    expect(container.innerHTML).not.toContain('undefined');
  });
});

describe('ContentHead for a page', () => {
  it('has no Article JSON-LD and no article tags', () => {
    const { meta, jsonLd } = renderHead(
      <ContentHead
        title="Contact"
        pathname="/contact/"
        image={image}
        breadcrumb={{ mode: 'path', pathname: '/contact/', title: 'Contact' }}
        blocks={[]}
      />,
    );
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
    expect(meta('og:type')).toBe('website');
    expect(meta('article:published_time')).toBeNull();
    expect(meta('og:image:width')).toBe('1600');
  });
});
