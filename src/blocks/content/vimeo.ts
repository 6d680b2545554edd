/**
 * Vimeo embeds for content_block_with_pointers (docs/behaviour/blocks.md#vimeo-video). Editors
 * paste whatever Vimeo url they have at hand; the player url is derived from any of them.
 */

export const VIMEO_PLAYER_URL = 'https://player.vimeo.com/video/';

export interface VimeoVideo {
  id: string;
  /** The privacy hash of an unlisted video (vimeo.com/<id>/<hash> or ?h=<hash>). */
  hash: string | null;
}

const DIGITS = /^\d+$/;
const HASH = /^[0-9a-f]{6,}$/i;
/** Paths whose first number is a collection or an event, not a video. */
const NOT_A_VIDEO = new Set(['showcase', 'album', 'event', 'user', 'ondemand', 'categories', 'blog', 'upload', 'settings']);

function toUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function isVimeoHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'vimeo.com' || host.endsWith('.vimeo.com');
}

function hashOf(value: string | null | undefined): string | null {
  return value && HASH.test(value) ? value : null;
}

/**
 * The video a Vimeo url points at: vimeo.com/<id>, vimeo.com/<id>/<hash>,
 * vimeo.com/channels/<name>/<id>, vimeo.com/groups/<name>/videos/<id>,
 * vimeo.com/showcase/<sid>/video/<id>, vimeo.com/manage/videos/<id>,
 * player.vimeo.com/video/<id>?h=<hash>, or a bare id. Anything else gives null.
 */
export function parseVimeoUrl(value: string | null | undefined): VimeoVideo | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  if (DIGITS.test(text)) return { id: text, hash: null };

  const url = toUrl(text);
  if (!url || !/^https?:$/.test(url.protocol) || !isVimeoHost(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const queryHash = hashOf(url.searchParams.get('h'));

  // …/video/<id> and …/videos/<id> (player, showcase, groups, manage).
  for (let index = 0; index < segments.length - 1; index += 1) {
    const segment = segments[index]!.toLowerCase();
    const next = segments[index + 1]!;
    if ((segment === 'video' || segment === 'videos') && DIGITS.test(next)) {
      return { id: next, hash: hashOf(segments[index + 2]) ?? queryHash };
    }
  }
  if (url.hostname.toLowerCase() === 'player.vimeo.com') return null;
  if (segments[0] && NOT_A_VIDEO.has(segments[0].toLowerCase())) return null;

  const position = segments.findIndex((segment) => DIGITS.test(segment));
  if (position === -1) return null;
  return { id: segments[position]!, hash: hashOf(segments[position + 1]) ?? queryHash };
}

/**
 * The player url for an iframe, with `dnt=1` so the player sets no tracking cookies and
 * sends no viewing data to analytics (privacy-friendly by default). Null for a url that
 * names no Vimeo video.
 */
export function vimeoEmbedUrl(value: string | null | undefined): string | null {
  const video = parseVimeoUrl(value);
  if (!video) return null;
  const parameters = new URLSearchParams();
  if (video.hash) parameters.set('h', video.hash);
  parameters.set('dnt', '1');
  return `${VIMEO_PLAYER_URL}${video.id}?${parameters.toString()}`;
}

/** The video's page on vimeo.com: where the play control leads without JavaScript. */
export function vimeoWatchUrl(value: string | null | undefined): string | null {
  const video = parseVimeoUrl(value);
  if (!video) return null;
  return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`;
}

/** The player url that starts playing at once: for after the visitor pressed play. */
export function withAutoplay(playerUrl: string): string {
  return `${playerUrl}${playerUrl.includes('?') ? '&' : '?'}autoplay=1`;
}
