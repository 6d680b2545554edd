/**
 * The fixture content in the shape Gatsby's data layer gives it to components
 * (gatsby-source-wordpress prefixes type names with Wp), so stories and tests
 * pass fixtures straight into components typed by their GraphQL fragments.
 */
import { getImageData, type IGatsbyImageData, type Layout } from 'gatsby-plugin-image';
import { relativizeWordPressUrl, sanitizeWordPressHtml, stripHtml } from '../../src/lib/sanitize-html.ts';
import { content as fixtureContent, WORDPRESS_URL } from './index.ts';
import type { AcfLink, Block, ButtonItem, Content, ImageField, MediaItem, Page } from './types.ts';

type FlexOwner = 'Page' | 'Post' | 'FlexFragment';

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export interface GatsbyMediaOptions {
  /**
   * false: the media item as a client-side list would get it, without gatsby-plugin-image data,
   * so Image builds URLs on the media URL (spec §2 Images). Default true, as in the built site.
   */
  processed?: boolean;
  /** Where references are looked up (default: the fixtures); tests pass broken copies. */
  content?: Content;
}

/**
 * A tiny blurred copy of the art as a data URI: what blurBase64 holds in WordPress
 * (the stand-in computes real ones with sharp; stories and tests have no sharp).
 */
export function blurDataUri(item: MediaItem): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="${Math.max(1, Math.round((20 * item.height) / item.width))}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${item.art.from}"/><stop offset="1" stop-color="${item.art.to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** A media item as the ImageMedia fragment returns it. */
export function toGatsbyMedia(databaseId: number | null | undefined, { processed = true, content = fixtureContent }: GatsbyMediaOptions = {}): Queries.ImageMediaFragment | null {
  const item = databaseId == null ? undefined : content.media.find((candidate) => candidate.databaseId === databaseId);
  if (!item) return null;
  return {
    altText: item.altText,
    mediaItemUrl: mediaPath(item),
    blurBase64: blurDataUri(item),
    mediaDetails: { width: item.width, height: item.height },
    localFile: processed ? { childImageSharp: { gatsbyImageData: toGatsbyImage(item, { width: 1920 }) } } : null,
  };
}

/** WordPress HTML as the data layer gives it: sanitized, WordPress links site-relative (gatsby-node createResolvers). */
function html(value: string | null | undefined): string | null {
  return value == null ? null : sanitizeWordPressHtml(value, { wordpressUrl: WORDPRESS_URL });
}

function toImageField(field: ImageField | null | undefined, options: GatsbyMediaOptions) {
  if (!field) return null;
  return { position: field.position ?? null, image: toGatsbyMedia(field.image, options) };
}

/** A link field as the data layer gives it: links to WordPress pages made site-relative. */
function toLink(link: AcfLink | null | undefined) {
  return link ? { url: relativizeWordPressUrl(link.url, WORDPRESS_URL), title: link.title, target: link.target } : null;
}

function toButtons(links: ButtonItem[] | null | undefined) {
  return links ? links.map((item) => ({ theme: item.theme, link: toLink(item.link) })) : null;
}

/**
 * A fixture block as the FlexContentBlock fragment returns it: every selected field present
 * (null when the fixture leaves it out) and references (media, forms, fragments) resolved.
 * Cast the result to the block's own fragment type (BannerBlock …) where a story needs it.
 */
export function toGatsbyBlock(block: Block, owner: FlexOwner = 'Page', options: GatsbyMediaOptions = {}): Queries.FlexContentBlockFragment {
  const remoteType = `${owner}_Flexcontent_Flex_${block.kind}`;
  const common = {
    __typename: `Wp${remoteType}`,
    fieldGroupName: lowerFirst(remoteType),
    styletype: 'styletype' in block ? block.styletype : null,
    sectionId: block.sectionId ?? null,
  };
  const media = (id: number | null | undefined) => toGatsbyMedia(id, options);
  const fields = (() => {
    switch (block.kind) {
      case 'Banner':
        return {
          label: block.label ?? null,
          title: block.title ?? null,
          description: html(block.description),
          links: toButtons(block.links),
          services: block.services?.map((service) => ({ title: service.title, sortNumber: service.sortNumber, link: toLink(service.link), image: media(service.image) })) ?? null,
        };
      case 'Content':
        return {
          label: block.label ?? null,
          title: block.title ?? null,
          description: html(block.description),
          pointers: block.pointers ?? null,
          links: toButtons(block.links),
          imageDesktop: toImageField(block.imageDesktop, options),
          imageMobile: toImageField(block.imageMobile, options),
          vimeoUrl: block.vimeoUrl ?? null,
          personImage: media(block.personImage),
          icon: media(block.icon),
          view: block.view ?? null,
          encloseType: block.encloseType ?? null,
          typeformId: block.typeformId ?? null,
        };
      case 'Form': {
        const form = (options.content ?? fixtureContent).forms.find((candidate) => candidate.databaseId === block.form);
        return {
          title: block.title ?? null,
          description: html(block.description),
          form: form ? { databaseId: form.databaseId, title: form.title, description: form.description ?? null } : null,
          imageDesktop: toImageField(block.imageDesktop, options),
        };
      }
      case 'Repeat':
        return {
          title: block.title ?? null,
          description: html(block.description),
          view: block.view ?? null,
          services: block.services?.map((service) => ({ title: service.title, text: html(service.text), link: toLink(service.link), image: media(service.image) })) ?? null,
          usps: block.usps?.map((usp) => ({ title: usp.title, description: html(usp.description), link: usp.link ? { uri: usp.link.uri } : null, icon: media(usp.icon) })) ?? null,
          content: block.content?.map((item) => ({ type: item.type, title: item.title ?? null, description: html(item.description) })) ?? null,
          ctaTitle: block.ctaTitle ?? null,
          ctaImage: media(block.ctaImage),
          links: toButtons(block.links),
          faq: block.faq?.map((item) => ({ question: item.question, answer: html(item.answer), answerText: stripHtml(item.answer) })) ?? null,
        };
      case 'Fragment': {
        const fragment = (options.content ?? fixtureContent).fragments.find((candidate) => candidate.databaseId === block.fragment);
        if (!fragment) return { fragment: null };
        if (owner === 'FlexFragment') {
          // GraphQL cannot select recursively: a fragment inside a fragment brings its id and title only.
          return { fragment: { databaseId: fragment.databaseId, title: fragment.title } };
        }
        return {
          fragment: {
            databaseId: fragment.databaseId,
            title: fragment.title,
            flexContent: { flex: fragment.blocks.map((inner) => toGatsbyBlock(inner, 'FlexFragment', options)) },
          },
        };
      }
      default: {
        const { kind: _kind, sectionId: _sectionId, ...rest } = block;
        return { ...rest, description: 'description' in rest ? html(rest.description) : null };
      }
    }
  })();
  return { ...common, ...fields } as unknown as Queries.FlexContentBlockFragment;
}

/** Where the stand-in (and Storybook's static dir) serves a media file. */
export function mediaPath(item: MediaItem): string {
  return `/wp-content/uploads/${item.file}`;
}

/**
 * GatsbyImage data for a fixture media item without build-time processing: the image
 * URL with a width parameter (the stand-in and image services resize on it) and the
 * art's first colour as placeholder.
 */
export function toGatsbyImage(item: MediaItem, options: { width?: number; layout?: Layout } = {}): IGatsbyImageData {
  return getImageData({
    baseUrl: mediaPath(item),
    sourceWidth: item.width,
    sourceHeight: item.height,
    width: options.width ?? 960,
    layout: options.layout ?? 'constrained',
    backgroundColor: item.art.from,
    urlBuilder: ({ baseUrl, width }) => `${baseUrl}?width=${width}`,
  });
}

/** The site settings as the SiteSettings fragment returns them. */
export function toGatsbySiteSettings(content: Content) {
  const { settings } = content;
  const form = content.forms.find((candidate) => candidate.databaseId === settings.newsletter.form);
  return {
    info: settings.info,
    menuHeader: settings.menuHeader.map((item) => ({ link: item.link, submenu: item.submenu?.map((sub) => ({ link: sub.link })) ?? null })),
    menuFooter: settings.menuFooter.map((item) => ({ link: item.link })),
    menuServices: settings.menuServices.map((item) => ({ link: item.link })),
    newsletter: {
      title: settings.newsletter.title,
      form: form ? { databaseId: form.databaseId, title: form.title, description: form.description ?? null } : null,
    },
  };
}

/** A page's settings as the PageSettings fragment returns them. */
export function toGatsbyPageSettings(page: Page) {
  return {
    showNewsletter: page.settings.showNewsletter,
    showFooter: page.settings.showFooter,
    breadcrumb: page.settings.breadcrumb,
    breadcrumbCustom: page.settings.breadcrumbCustom ?? null,
    stickyHeader: page.settings.stickyHeader ?? false,
  };
}
