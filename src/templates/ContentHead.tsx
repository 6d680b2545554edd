import type { FlexBlock } from '../blocks/FlexContent';
import { faqJsonLdOf } from '../blocks/repeat/faq-json-ld';
import { Seo, useSiteMetadata } from '../layout/Seo';
import { absoluteUrl } from '../lib/absolute-url';
import { crumbsFor, type BreadcrumbInput } from '../lib/breadcrumb';
import { articleJsonLd, breadcrumbListJsonLd, isoDateTime, type JsonLdImageInput } from '../lib/json-ld';
import type { MediaItem } from '../data/media';

/** What a post adds to its head: Article JSON-LD and Open Graph article tags. */
export interface ContentHeadArticle {
  /** WPGraphQL's dateGmt / modifiedGmt (UTC without a zone), or ISO 8601. */
  datePublished?: string | null;
  dateModified?: string | null;
  /** recap.author */
  author?: string | null;
}

export interface ContentHeadProps {
  title: string;
  description?: string | null;
  pathname: string;
  image?: MediaItem | null;
  breadcrumb: BreadcrumbInput | null;
  blocks: readonly (FlexBlock | null)[] | null | undefined;
  /** Set for a post: the head describes an article. */
  article?: ContentHeadArticle | null;
  /** The post's plain title for the Article headline (the document title may be the SEO title). */
  headline?: string | null;
}

/**
 * The image a share or a search result shows: the image data's fallback (the original format,
 * not WebP, at the size imageData gives) or else WordPress's file with its media details.
 */
export function shareImageOf(image: MediaItem | null | undefined): (JsonLdImageInput & { alt: string | null }) | null {
  if (!image) return null;
  const alt = image.altText?.trim() || null;
  const data = image.imageData;
  const src = data?.images?.fallback?.src;
  if (data && src) return { url: src, width: data.width, height: data.height, alt };
  if (image.mediaItemUrl?.trim())
    return { url: image.mediaItemUrl, width: image.mediaDetails?.width ?? null, height: image.mediaDetails?.height ?? null, alt };
  return null;
}

/**
 * The origin the page's images come from when it is not the site's own (the image service of
 * WordPress's media URLs, docs/behaviour/blocks.md#images), for a preconnect: the main image's request then needs no new
 * connection. Null for a relative or same-origin URL, or one that is not http(s).
 */
export function mediaOriginOf(image: MediaItem | null | undefined, siteUrl: string): string | null {
  const url = image?.mediaItemUrl?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const origin = new URL(url).origin;
    return origin === new URL(siteUrl).origin ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The Head of a page or post: SEO tags, and JSON-LD for its breadcrumb trail and FAQ blocks;
 * a post (with `article`) also gets Article JSON-LD and Open Graph's article and image-size tags.
 */
export function ContentHead({ title, description, pathname, image, breadcrumb, blocks, article, headline }: ContentHeadProps) {
  const site = useSiteMetadata();
  const trail = breadcrumb ? crumbsFor(breadcrumb) : null;
  const shareImage = shareImageOf(image);
  const jsonLd: unknown[] = [];
  if (article) {
    jsonLd.push(
      articleJsonLd(
        {
          headline: headline || title,
          pathname,
          datePublished: article.datePublished,
          dateModified: article.dateModified,
          author: article.author,
          image: shareImage,
          publisher: { name: site.title },
        },
        site.siteUrl,
      ),
    );
  }
  if (trail?.kind === 'trail') jsonLd.push(breadcrumbListJsonLd(trail.crumbs, site.siteUrl));
  jsonLd.push(...faqJsonLdOf(blocks));
  const mediaOrigin = mediaOriginOf(image, site.siteUrl);
  const published = article ? isoDateTime(article.datePublished) : null;
  const modified = article ? isoDateTime(article.dateModified) : null;
  return (
    <Seo
      title={title}
      description={description}
      pathname={pathname}
      image={shareImage?.url ?? null}
      jsonLd={jsonLd}
      type={article ? 'article' : 'website'}
    >
      {mediaOrigin ? <link rel="preconnect" href={mediaOrigin} /> : null}
      {shareImage?.url && shareImage.width && shareImage.height ? (
        <>
          <meta property="og:image:width" content={String(Math.round(shareImage.width))} />
          <meta property="og:image:height" content={String(Math.round(shareImage.height))} />
        </>
      ) : null}
      {shareImage?.url && shareImage.alt ? <meta property="og:image:alt" content={shareImage.alt} /> : null}
      {shareImage?.url ? <meta name="twitter:image" content={absoluteUrl(shareImage.url, site.siteUrl)} /> : null}
      {published ? <meta property="article:published_time" content={published} /> : null}
      {modified ? <meta property="article:modified_time" content={modified} /> : null}
      {article?.author?.trim() ? <meta property="article:author" content={article.author.trim()} /> : null}
      {article ? <meta property="article:section" content="Kennisbank" /> : null}
    </Seo>
  );
}
