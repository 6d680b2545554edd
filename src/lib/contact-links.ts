/** Links for contact details as editors type them in WordPress (header, footer, contact blocks). */

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
