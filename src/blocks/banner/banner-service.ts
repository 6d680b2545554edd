import { safeUrl } from '../../lib/links';
import { textOf } from '../../lib/text';
import { BANNER_SERVICE_MAX_IMAGES } from '../../styles/constants';
import { isShowableImage, type MediaItem } from '../shared/images';
import type { BannerBlock } from './fragment';

type BannerServices = BannerBlock['services'];
type BannerServiceData = NonNullable<NonNullable<BannerServices>[number]>;

/** One image banner_service shows, ready to render. */
export interface BannerServiceImage {
  /** The service's title, or its link's text, or the image's alt text: the link's accessible name. */
  name: string;
  /** The service page; null when the service has no usable (present and safe) link (then the image is not a link). */
  url: string | null;
  /** The link opens a new tab. */
  newTab: boolean;
  image: MediaItem;
  /** This is the service of the page being shown (highlighted; the others are dimmed). */
  current: boolean;
}

/** Any url that could be resolved, with a placeholder origin so relative paths parse too. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/**
 * The site path of a url or uri, for comparing pages: '/diensten/vps', 'diensten/vps/',
 * '/diensten/vps/?x=1#top' and 'https://wp.example.nl/diensten/vps/' all give '/diensten/vps/'.
 * Links in WordPress fields may be absolute urls of the WordPress site; only the path tells
 * which page they mean. Null for empty input and for non-web urls (mailto:, tel:, …).
 */
export function sitePath(url: string | null | undefined): string | null {
  const value = textOf(url);
  if (!value) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return `${parsed.pathname.replace(/\/+$/, '')}/`;
}

function bySortNumber(a: { sortNumber: number | null; position: number }, b: { sortNumber: number | null; position: number }) {
  // Services without a sortNumber go last, in the order the editor left them.
  if (a.sortNumber == null || b.sortNumber == null) {
    if (a.sortNumber == null && b.sortNumber == null) return a.position - b.position;
    return a.sortNumber == null ? 1 : -1;
  }
  return a.sortNumber - b.sortNumber || a.position - b.position;
}

/**
 * What banner_service shows (docs/behaviour/blocks.md#banners): the services that have an image, sorted by sortNumber,
 * at most BANNER_SERVICE_MAX_IMAGES; the one whose link points at `currentUri` is `current`.
 */
export function bannerServiceImages(
  services: BannerServices | null | undefined,
  currentUri: string | null | undefined,
): BannerServiceImage[] {
  const currentPath = sitePath(currentUri);
  return (Array.isArray(services) ? services : [])
    .filter((service): service is BannerServiceData & { image: MediaItem } => isShowableImage(service?.image))
    .map((service, position) => ({ service, position, sortNumber: typeof service.sortNumber === 'number' ? service.sortNumber : null }))
    .sort(bySortNumber)
    .slice(0, BANNER_SERVICE_MAX_IMAGES)
    .map(({ service }) => {
      const url = safeUrl(service.link?.url);
      return {
        name: textOf(service.title) || textOf(service.link?.title) || textOf(service.image.altText),
        url,
        newTab: textOf(service.link?.target) === '_blank',
        image: service.image,
        current: currentPath !== null && sitePath(url) === currentPath,
      };
    });
}
