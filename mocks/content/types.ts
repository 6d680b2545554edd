/**
 * The content model as WordPress (WPGraphQL + ACF + WPGraphQL for Gravity Forms) serves it:
 * the shape of the fixture content in this folder and of the stand-in's answers.
 * Field names follow spec §3.
 */

export interface AcfLink {
  url: string;
  title: string;
  target: string | null;
}

/** A button item (spec §3): a link and a theme; unknown themes render black. */
export interface ButtonItem {
  link: AcfLink | null;
  theme: string | null;
}

export interface MediaArt {
  /** Drawn into the generated image file: two gradient colours and a motif. */
  from: string;
  to: string;
  motif: 'servers' | 'cloud' | 'desktop' | 'office' | 'people' | 'abstract';
}

export interface MediaItem {
  databaseId: number;
  title: string;
  slug: string;
  altText: string;
  /** Path under /wp-content/uploads/, with a real extension. */
  file: string;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  date: string;
  art: MediaArt;
}

export interface SiteInfo {
  addressRuleOne: string;
  addressRuleTwo: string;
  addressGoogleMaps: string;
  phonenumber: string;
  email: string;
  linkedinUrl: string;
  loginOperatorUrl: string;
}

export interface Settings {
  general: {
    title: string;
    description: string;
    language: string;
  };
  info: SiteInfo;
}

export interface BannerBlock {
  kind: 'Banner';
  styletype: 'banner_default' | 'banner_landing' | 'banner_post' | 'banner_service' | string;
  label?: string | null;
  title?: string | null;
  description?: string | null;
  links?: ButtonItem[] | null;
}

/** A flexible-content block; issue by issue more kinds join this union. */
export type Block = BannerBlock;

export interface Page {
  databaseId: number;
  title: string;
  slug: string;
  /** Site-relative URI with leading and trailing slash, '/' for the front page. */
  uri: string;
  date: string;
  modified: string;
  isFrontPage?: boolean;
  featuredImage?: number | null;
  blocks: Block[];
}

export interface Content {
  settings: Settings;
  media: MediaItem[];
  pages: Page[];
}
