/**
 * Typeform for content_enclose (docs/behaviour/blocks.md#typeform): the third-party embed script is loaded only when a
 * block mounts, once per page however many blocks there are, and a failure (offline, blocked
 * by the visitor) is a rejected promise the block turns into its fallback — never an
 * uncaught error.
 */

export const TYPEFORM_EMBED_SCRIPT_URL = 'https://embed.typeform.com/next/embed.js';
export const TYPEFORM_FORM_URL = 'https://form.typeform.com/to/';
/** The embed container's id (docs/behaviour/blocks.md#typeform: id `form`); later blocks on the same page get a suffix. */
export const TYPEFORM_CONTAINER_ID = 'form';

/** Marks the script element this module added. */
const SCRIPT_MARKER = 'data-typeform-embed';

/** The part of the embed library (window.tf) the block uses. */
export interface TypeformWidget {
  unmount?: () => void;
}

export interface TypeformEmbedApi {
  createWidget: (formId: string, options: { container: HTMLElement; [option: string]: unknown }) => TypeformWidget | undefined;
}

declare global {
  interface Window {
    tf?: Partial<TypeformEmbedApi>;
  }
}

const FORM_ID = /^[A-Za-z0-9_-]+$/;

/**
 * The form id from the typeformId field: the id itself or, pasted by an editor, a form url
 * (form.typeform.com/to/<id>, <account>.typeform.com/to/<id>, admin.typeform.com/form/<id>/…).
 * Null when there is none or it is not a plain id, so nothing odd reaches a url.
 */
export function typeformIdOf(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  if (FORM_ID.test(text)) return text;
  const match = /^(?:https?:)?\/\/(?:[a-z0-9-]+\.)*typeform\.com\/(?:to|form)\/([A-Za-z0-9_-]+)(?:[/?#]|$)/i.exec(text);
  return match?.[1] ?? null;
}

/** The form on Typeform's own site: the fallback link when the embed cannot load. */
export function typeformUrl(formId: string): string {
  return `${TYPEFORM_FORM_URL}${encodeURIComponent(formId)}`;
}

function embedApiOf(win: Window): TypeformEmbedApi | null {
  return typeof win.tf?.createWidget === 'function' ? (win.tf as TypeformEmbedApi) : null;
}

function pageDocument(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

let pending: Promise<TypeformEmbedApi> | null = null;

/**
 * Loads the embed script once per page and resolves with window.tf. Blocks mounting at the
 * same time share one request; after a failure the script element is removed, so a block
 * mounted later (after client-side navigation) tries again.
 */
export function loadTypeformEmbed(doc: Document | null = pageDocument()): Promise<TypeformEmbedApi> {
  const win = doc?.defaultView;
  if (!doc || !win) return Promise.reject(new Error('The Typeform embed needs a browser document'));
  const ready = embedApiOf(win);
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;

  const attempt = new Promise<TypeformEmbedApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = TYPEFORM_EMBED_SCRIPT_URL;
    script.async = true;
    script.setAttribute(SCRIPT_MARKER, '');
    const fail = (reason: string) => {
      script.remove();
      if (pending === attempt) pending = null;
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      const api = embedApiOf(win);
      if (api) resolve(api);
      else fail('The Typeform embed script loaded without window.tf');
    });
    script.addEventListener('error', () => fail(`The Typeform embed script could not be loaded from ${TYPEFORM_EMBED_SCRIPT_URL}`));
    (doc.head ?? doc.body ?? doc.documentElement).appendChild(script);
  });
  pending = attempt;
  return attempt;
}

/** Forgets the loaded script (tests and stories start each case from a page without it). */
export function resetTypeformEmbed(doc: Document | null = pageDocument()): void {
  pending = null;
  doc?.querySelectorAll(`script[${SCRIPT_MARKER}]`).forEach((script) => script.remove());
  if (doc?.defaultView) delete doc.defaultView.tf;
  claimedContainerIds.clear();
}

const claimedContainerIds = new Set<string>();

/**
 * A page-unique id for an embed container: `form` for the first block on the page, then
 * `form-<formId>`, `form-<formId>-2` … Release it when the block unmounts.
 */
export function claimContainerId(formId: string): { id: string; release: () => void } {
  const candidates = [TYPEFORM_CONTAINER_ID, `${TYPEFORM_CONTAINER_ID}-${formId}`];
  let id = candidates.find((candidate) => !claimedContainerIds.has(candidate));
  for (let suffix = 2; !id; suffix += 1) {
    const candidate = `${TYPEFORM_CONTAINER_ID}-${formId}-${suffix}`;
    if (!claimedContainerIds.has(candidate)) id = candidate;
  }
  claimedContainerIds.add(id);
  const claimed = id;
  return { id: claimed, release: () => claimedContainerIds.delete(claimed) };
}
