import type { MenuLink } from '../site-settings';

/**
 * `tel:` href for a phone number as editors type it: only digits and a leading +.
 * The Dutch "(0)" in an international number is dropped: "+31 (0)30 123 45 67" → "tel:+31301234567".
 */
export function telHref(phone: string | null | undefined): string | null {
  const text = phone?.trim() ?? '';
  const international = text.startsWith('+') || text.startsWith('00');
  const withoutTrunkZero = international ? text.replace(/\(\s*0\s*\)/g, '') : text;
  const digits = withoutTrunkZero.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

/** `mailto:` href, or null for an empty or obviously broken address. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim() ?? '';
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : null;
}

export interface FooterMenuLink {
  url: string;
  title: string;
  newTab: boolean;
}

/** The usable links of a menu: items without a url or a title are left out, so nothing empty shows. */
export function toMenuLinks(items: readonly (MenuLink | null)[] | null | undefined): FooterMenuLink[] {
  return (items ?? []).flatMap((item) => {
    const url = item?.link?.url?.trim();
    const title = item?.link?.title?.trim();
    return url && title ? [{ url, title, newTab: item?.link?.target === '_blank' }] : [];
  });
}

/** A non-empty, trimmed string or null. */
export function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
