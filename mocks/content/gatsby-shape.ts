/**
 * The fixture content in the shape Gatsby's data layer gives it to components
 * (gatsby-source-wordpress prefixes type names with Wp), so stories and tests
 * pass fixtures straight into components typed by their GraphQL fragments.
 */
import { getImageData, type IGatsbyImageData, type Layout } from 'gatsby-plugin-image';
import type { Block, Content, MediaItem, Page } from './types.ts';

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A fixture block as the FlexContentBlock fragment returns it (scalar and link fields). */
export function toGatsbyBlock(block: Block, owner: 'Page' | 'Post' | 'FlexFragment' = 'Page') {
  const { kind, ...fields } = block;
  const remoteType = `${owner}_Flexcontent_Flex_${kind}`;
  return {
    __typename: `Wp${remoteType}` as const,
    fieldGroupName: lowerFirst(remoteType),
    label: null,
    title: null,
    description: null,
    links: null,
    ...fields,
  };
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
