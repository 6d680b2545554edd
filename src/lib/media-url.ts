/**
 * Image urls from the media url (docs/behaviour/blocks.md#images): the media server resizes on the `width`
 * (and, in non-fluid mode, `height`) query parameters and converts with `format`.
 */
import { DEFAULT_IMAGE_WIDTH } from '../styles/constants';

export type ImageFormat = 'webp';

export interface MediaUrlOptions {
  width: number;
  /** Only for non-fluid images. */
  height?: number | null;
  format?: ImageFormat | null;
}

/** The responsive widths are base, base / 1.5 and base / 2.75 (docs/behaviour/blocks.md#images). */
export const RESPONSIVE_DIVISORS: readonly number[] = [1, 1.5, 2.75];
export const RESPONSIVE_FORMAT: ImageFormat = 'webp';
export const RESPONSIVE_TYPE = 'image/webp';

const SIZE_PARAMETERS = new Set(['width', 'height', 'format']);

function positiveInteger(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  const rounded = Math.round(value);
  return rounded > 0 ? rounded : null;
}

/**
 * `src` with width, height (when given) and format query parameters. The url may already have
 * a query and a hash; other parameters are kept as they are, earlier width/height/format ones
 * are replaced.
 */
export function mediaUrl(src: string | null | undefined, { width, height, format }: MediaUrlOptions): string {
  if (!src) return '';
  const hashAt = src.indexOf('#');
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const withoutHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);

  const kept = query.split('&').filter((part) => part !== '' && !SIZE_PARAMETERS.has(decodeURIComponentSafe(part.split('=')[0] ?? '')));
  const added: string[] = [];
  const widthValue = positiveInteger(width);
  const heightValue = positiveInteger(height);
  if (widthValue !== null) added.push(`width=${widthValue}`);
  if (heightValue !== null) added.push(`height=${heightValue}`);
  if (format) added.push(`format=${encodeURIComponent(format)}`);

  const parameters = [...kept, ...added];
  return `${path}${parameters.length > 0 ? `?${parameters.join('&')}` : ''}${hash}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

export interface ResponsiveOptions {
  /** Base width; defaults to DEFAULT_IMAGE_WIDTH (1920). */
  width?: number | null;
  /** Height at the base width; used only when not fluid, scaled with each width. */
  height?: number | null;
  /** Fluid images are requested by width only (default true). */
  fluid?: boolean;
}

export interface ResponsiveSource {
  url: string;
  width: number;
  /** Only in non-fluid mode with a height. */
  height?: number;
}

export interface ResponsiveSources {
  /** 'url?width=1920&format=webp 1920w, …', widest first. */
  srcSet: string;
  sizes: string;
  /** The MIME type of every candidate, for a <source type>. */
  type: typeof RESPONSIVE_TYPE;
  /** The candidates behind srcSet, widest first. */
  sources: ResponsiveSource[];
}

/**
 * webp sources at base, base / 1.5 and base / 2.75 (rounded) for an <img srcSet> or
 * <picture><source>. In non-fluid mode a height is scaled proportionally with each width.
 */
export function responsiveSources(
  src: string | null | undefined,
  { width, height, fluid = true }: ResponsiveOptions = {},
): ResponsiveSources {
  const base = positiveInteger(width) ?? DEFAULT_IMAGE_WIDTH;
  const baseHeight = fluid ? null : positiveInteger(height);
  const sizes = `(max-width: ${base}px) 100vw, ${base}px`;
  if (!src) return { srcSet: '', sizes, type: RESPONSIVE_TYPE, sources: [] };

  const sources: ResponsiveSource[] = [];
  for (const divisor of RESPONSIVE_DIVISORS) {
    const candidateWidth = Math.max(1, Math.round(base / divisor));
    if (sources.some((source) => source.width === candidateWidth)) continue;
    const candidateHeight = baseHeight === null ? undefined : Math.max(1, Math.round((baseHeight * candidateWidth) / base));
    sources.push({
      url: mediaUrl(src, { width: candidateWidth, height: candidateHeight, format: RESPONSIVE_FORMAT }),
      width: candidateWidth,
      ...(candidateHeight === undefined ? {} : { height: candidateHeight }),
    });
  }
  return {
    srcSet: sources.map((source) => `${source.url} ${source.width}w`).join(', '),
    sizes,
    type: RESPONSIVE_TYPE,
    sources,
  };
}
