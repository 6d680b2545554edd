import type { ButtonLink } from './Button';

/** A button item as content brings it (spec §3 Button item): a link and a theme. */
export interface ButtonItemLike {
  link?: ButtonLink | null;
  theme?: string | null;
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Whether a link can render as a button: it has a url and a text. */
export function isUsableLink(link: ButtonLink | null | undefined): boolean {
  return hasText(link?.url) && hasText(link?.title);
}

/**
 * The items of a button list that can render (a link with a url and a text), in their order;
 * broken items, nulls and anything that is not a list (malformed content) give nothing.
 */
export function usableButtonItems<Item extends ButtonItemLike>(items: readonly (Item | null | undefined)[] | null | undefined): Item[] {
  if (!Array.isArray(items)) return [];
  return (items as readonly (Item | null | undefined)[]).filter((item): item is Item => !!item && isUsableLink(item.link));
}
