import { graphql, useStaticQuery } from 'gatsby';
import type { ReactNode } from 'react';
import { absoluteUrl, canonicalUrl } from '../lib/absolute-url';
import { jsonLdScript } from '../lib/json-ld';
import { textOf } from '../lib/text';
import { IS_PREVIEW_SERVER } from '../lib/preview';

/**
 * The document head of a page, for Gatsby's Head API (`export function Head`). The Head API
 * renders outside gatsby-browser/ssr's wrappers, so nothing here may use the theme or any
 * other context: plain elements only.
 */

export interface SiteMetadata {
  siteUrl: string;
  title: string;
}

export interface SeoProps {
  title: string;
  description?: string | null;
  /** The page's path (Head's `location.pathname`); the canonical url is built from it. */
  pathname: string;
  /** Open Graph image: a site path or an absolute url. */
  image?: string | null;
  noindex?: boolean;
  /** Open Graph type: 'article' for a Kennisbank post. */
  type?: 'website' | 'article';
  /** Structured data objects; each becomes its own application/ld+json script. */
  jsonLd?: unknown[];
  children?: ReactNode;
}

/** Fallbacks for a data layer without siteMetadata (never the case in this site's config). */
const DEFAULT_SITE: SiteMetadata = { siteUrl: 'http://localhost:9000', title: 'Wolkwerk Cloud' };

/** `siteMetadata.siteUrl` and `title` from gatsby-config. */
export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.SeoSiteMetadataQuery>(graphql`
    query SeoSiteMetadata {
      site {
        siteMetadata {
          siteUrl
          title
        }
      }
    }
  `);
  const metadata = data.site?.siteMetadata;
  return { siteUrl: metadata?.siteUrl || DEFAULT_SITE.siteUrl, title: metadata?.title || DEFAULT_SITE.title };
}

/**
 * 'Contact' → 'Contact | Wolkwerk Cloud'; an empty title → 'Wolkwerk Cloud'. An SEO title
 * that names the site already ('Wolkwerk Cloud | VPS …', '… | Wolkwerk Cloud') is kept as it is.
 */
export function documentTitle(title: string, siteTitle: string): string {
  const trimmed = title.trim();
  if (!trimmed) return siteTitle;
  const parts = trimmed.split('|').map((part) => part.trim());
  return parts.includes(siteTitle) ? trimmed : `${trimmed} | ${siteTitle}`;
}

/** What an SEO plugin (WPGraphQL Yoast SEO) gives a page or post; null when there is none. */
export interface SeoFields {
  title?: string | null;
  metaDesc?: string | null;
}

/**
 * The title and description of a page's or post's head: the SEO plugin's when it set them,
 * else the page's own title and (posts) the excerpt as plain text, so the site is the same
 * with and without WPGraphQL Yoast SEO (gatsby-node declares `seo`, null without it).
 */
export function seoOf({ seo, title, excerpt }: { seo?: SeoFields | null; title?: string | null; excerpt?: string | null }): {
  title: string;
  description: string | null;
} {
  return {
    title: textOf(seo?.title) || textOf(title),
    description: textOf(seo?.metaDesc) || textOf(excerpt) || null,
  };
}

/** The head elements for given site metadata (what `Seo` renders; testable without Gatsby). */
export function SeoTags({
  site,
  title,
  description,
  pathname,
  image,
  noindex = false,
  type = 'website',
  jsonLd = [],
  children,
}: SeoProps & { site: SiteMetadata }) {
  const fullTitle = documentTitle(title, site.title);
  const url = canonicalUrl(pathname, site.siteUrl);
  const text = description?.trim() || null;
  const imageUrl = image?.trim() ? absoluteUrl(image, site.siteUrl) : null;

  return (
    <>
      <title>{fullTitle}</title>
      {text && <meta name="description" content={text} />}
      <link rel="canonical" href={url} />
      {(noindex || IS_PREVIEW_SERVER) && <meta name="robots" content="noindex" />}

      <meta property="og:title" content={fullTitle} />
      {text && <meta property="og:description" content={text} />}
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="nl_NL" />
      <meta property="og:site_name" content={site.title} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />

      {jsonLd.map((data, index) => (
        // The serializer escapes '<', '>', '&' and U+2028/2029: editor text cannot leave the script.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
      ))}
      {children}
    </>
  );
}

/** Title, description, canonical, Open Graph, robots and JSON-LD of a page (Gatsby Head API). */
export function Seo(props: SeoProps) {
  const site = useSiteMetadata();
  return <SeoTags site={site} {...props} />;
}
