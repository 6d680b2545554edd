import { mailtoHref, telHref } from '../../lib/contact-links';
import { textOf } from '../../lib/text';
import { NEW_TAB_HINT } from '../../ui/Link';
import type { SiteInfo } from '../site-settings';

/** Copy of the contact details (docs/behaviour/routes-and-layout.md#footer, docs/behaviour/blocks.md#form-blocks). */
export const CONTACT_DETAILS_COPY = {
  linkedin: 'LinkedIn',
  loginOperator: 'Login Operator',
  /** What a link that opens a new tab tells screen readers (Link adds it). */
  newTab: NEW_TAB_HINT,
} as const;

/** A non-empty, trimmed string or null. */
export function present(value: string | null | undefined): string | null {
  return textOf(value) || null;
}

/** One line of the contact details: its text (the address has one or two lines) and, when it has one, its link. */
export interface ContactEntry {
  key: 'address' | 'phone' | 'email' | 'linkedin';
  lines: string[];
  href: string | null;
  /** Opens in a new tab (the maps link and LinkedIn). */
  newTab: boolean;
}

/**
 * What the contact details show from the site settings, in order: the address (linking to the
 * maps url when there is one), the phone number as a `tel:` link, the e-mail address as a
 * `mailto:` link and, when asked for, LinkedIn. A phone number or e-mail address that gives no
 * usable link is left out, as is everything the settings leave empty.
 */
export function contactEntries(info: SiteInfo | null | undefined, { withLinkedIn = false } = {}): ContactEntry[] {
  const entries: ContactEntry[] = [];
  const address = [present(info?.addressRuleOne), present(info?.addressRuleTwo)].filter((line): line is string => !!line);
  if (address.length > 0) entries.push({ key: 'address', lines: address, href: present(info?.addressGoogleMaps), newTab: true });

  const phone = present(info?.phonenumber);
  const phoneHref = telHref(phone);
  if (phone && phoneHref) entries.push({ key: 'phone', lines: [phone], href: phoneHref, newTab: false });

  const email = present(info?.email);
  const emailHref = mailtoHref(email);
  if (email && emailHref) entries.push({ key: 'email', lines: [email], href: emailHref, newTab: false });

  const linkedin = withLinkedIn ? present(info?.linkedinUrl) : null;
  if (linkedin) entries.push({ key: 'linkedin', lines: [CONTACT_DETAILS_COPY.linkedin], href: linkedin, newTab: true });
  return entries;
}
