import { render } from '@testing-library/react';
import * as gatsby from 'gatsby';
import { breadcrumbListJsonLd } from '../lib/json-ld';
import { pathCrumbs } from '../lib/breadcrumb';
import { documentTitle, Seo, seoOf, SeoTags, type SiteMetadata } from './Seo';

const site: SiteMetadata = { siteUrl: 'https://www.wolkwerk.nl', title: 'Wolkwerk Cloud' };

/** Head API output is plain elements; rendered into a container they can be queried like any DOM. */
function head(element: React.ReactElement) {
  const { container } = render(element);
  const meta = (key: string) => container.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  return { container, meta };
}

describe('documentTitle', () => {
  it.each([
    ['Contact', 'Contact | Wolkwerk Cloud'],
    ['', 'Wolkwerk Cloud'],
    ['   ', 'Wolkwerk Cloud'],
    ['Wolkwerk Cloud', 'Wolkwerk Cloud'],
    ['Vacature DevOps engineer | Wolkwerk Cloud', 'Vacature DevOps engineer | Wolkwerk Cloud'],
    ['Wolkwerk Cloud | VPS en cloud pc’s', 'Wolkwerk Cloud | VPS en cloud pc’s'],
    ['Wolkwerk Cloudopslag', 'Wolkwerk Cloudopslag | Wolkwerk Cloud'],
  ])('%p → %p', (title, expected) => {
    expect(documentTitle(title, 'Wolkwerk Cloud')).toBe(expected);
  });
});

describe('seoOf', () => {
  it('takes title and description from the SEO plugin (WPGraphQL Yoast SEO) when it set them', () => {
    expect(
      seoOf({ seo: { title: 'VPS huren | Wolkwerk Cloud', metaDesc: 'Een VPS in Nederland.' }, title: 'VPS', excerpt: 'Samenvatting.' }),
    ).toEqual({
      title: 'VPS huren | Wolkwerk Cloud',
      description: 'Een VPS in Nederland.',
    });
  });

  it('falls back to the page’s own title, and no description, without the SEO plugin (seo null)', () => {
    expect(seoOf({ seo: null, title: 'Contact' })).toEqual({ title: 'Contact', description: null });
    expect(seoOf({ title: ' Contact ' })).toEqual({ title: 'Contact', description: null });
  });

  it('falls back to a post’s excerpt (plain text, made at build time) for the description', () => {
    expect(seoOf({ seo: null, title: 'Ransomware', excerpt: 'Hoe je je bedrijf beschermt.' })).toEqual({
      title: 'Ransomware',
      description: 'Hoe je je bedrijf beschermt.',
    });
  });

  it('falls back field by field when the plugin left one empty', () => {
    expect(seoOf({ seo: { title: '  ', metaDesc: 'Beschrijving.' }, title: 'Over ons' })).toEqual({
      title: 'Over ons',
      description: 'Beschrijving.',
    });
    expect(seoOf({ seo: { title: 'Eigen titel', metaDesc: null }, title: 'Post', excerpt: 'Uittreksel.' })).toEqual({
      title: 'Eigen titel',
      description: 'Uittreksel.',
    });
  });

  it('gives an empty title (the site title alone) and no description when there is nothing', () => {
    expect(seoOf({ seo: null, title: null, excerpt: '' })).toEqual({ title: '', description: null });
  });
});

describe('SeoTags', () => {
  it('renders title, description, canonical and Open Graph', () => {
    const { container, meta } = head(
      <SeoTags
        site={site}
        title="Contact"
        description="Neem contact op met Wolkwerk."
        pathname="/contact"
        image="/wp-content/uploads/team.jpg"
      />,
    );
    expect(container.querySelector('title')).toHaveTextContent('Contact | Wolkwerk Cloud');
    expect(meta('description')).toBe('Neem contact op met Wolkwerk.');
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.wolkwerk.nl/contact/');
    expect(meta('og:title')).toBe('Contact | Wolkwerk Cloud');
    expect(meta('og:description')).toBe('Neem contact op met Wolkwerk.');
    expect(meta('og:url')).toBe('https://www.wolkwerk.nl/contact/');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:locale')).toBe('nl_NL');
    expect(meta('og:site_name')).toBe('Wolkwerk Cloud');
    expect(meta('og:image')).toBe('https://www.wolkwerk.nl/wp-content/uploads/team.jpg');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('robots')).toBeNull();
  });

  it('leaves out description and image when there are none', () => {
    const { container, meta } = head(<SeoTags site={site} title="" description={null} pathname="/" image={null} />);
    expect(container.querySelector('title')).toHaveTextContent(/^Wolkwerk Cloud$/);
    expect(meta('description')).toBeNull();
    expect(meta('og:description')).toBeNull();
    expect(meta('og:image')).toBeNull();
    expect(meta('twitter:card')).toBe('summary');
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.wolkwerk.nl/');
  });

  it('keeps an absolute image url', () => {
    const { meta } = head(
      <SeoTags site={site} title="VPS" pathname="/diensten/vps/" image="http://127.0.0.1:8788/wp-content/uploads/vps.jpg" />,
    );
    expect(meta('og:image')).toBe('http://127.0.0.1:8788/wp-content/uploads/vps.jpg');
  });

  it('asks robots not to index when noindex is set', () => {
    const { meta } = head(<SeoTags site={site} title="Pagina niet gevonden" pathname="/404/" noindex />);
    expect(meta('robots')).toBe('noindex');
  });

  it('renders each JSON-LD object as its own safe script', () => {
    const crumbs = breadcrumbListJsonLd(pathCrumbs('/diensten/vps/'), site.siteUrl);
    const hostile = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' };
    const { container } = head(<SeoTags site={site} title="VPS" pathname="/diensten/vps/" jsonLd={[crumbs, hostile]} />);
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0]!.innerHTML)).toEqual(crumbs);
    expect(scripts[1]!.innerHTML).not.toContain('</script>');
    expect(JSON.parse(scripts[1]!.innerHTML)).toEqual(hostile);
    expect(container.querySelectorAll('script')).toHaveLength(2);
  });

  it('renders extra head elements given as children', () => {
    const { container } = head(
      <SeoTags site={site} title="Kennisbank" pathname="/kennisbank/">
        <link rel="alternate" type="application/rss+xml" href="/rss.xml" />
      </SeoTags>,
    );
    expect(container.querySelector('link[rel="alternate"]')).toHaveAttribute('href', '/rss.xml');
  });
});

describe('Seo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads siteUrl and title from siteMetadata (useStaticQuery)', () => {
    const query = jest
      .spyOn(gatsby, 'useStaticQuery')
      .mockReturnValue({ site: { siteMetadata: { siteUrl: 'https://www.wolkwerk.nl/', title: 'Wolkwerk Cloud' } } });
    const { container, meta } = head(<Seo title="Over ons" pathname="/over-ons/" />);
    expect(query).toHaveBeenCalled();
    expect(container.querySelector('title')).toHaveTextContent('Over ons | Wolkwerk Cloud');
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.wolkwerk.nl/over-ons/');
    expect(meta('og:site_name')).toBe('Wolkwerk Cloud');
  });

  it('does not need a theme (the Head API renders outside the providers)', () => {
    jest
      .spyOn(gatsby, 'useStaticQuery')
      .mockReturnValue({ site: { siteMetadata: { siteUrl: 'https://www.wolkwerk.nl', title: 'Wolkwerk Cloud' } } });
    expect(() => render(<Seo title="Contact" pathname="/contact/" />)).not.toThrow();
  });
});
