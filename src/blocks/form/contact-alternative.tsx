import type { ReactNode } from 'react';
import styled from 'styled-components';
import { present } from '../../layout/ContactDetails/contact-entries';
import type { SiteInfo } from '../../layout/site-settings';
import { mailtoHref, telHref } from '../../lib/contact-links';
import { cssTheme } from '../../styles/theme';

/** The question that opens the line: when the form cannot be sent (no JavaScript, the engine failed to load). */
export const CONTACT_ALTERNATIVE_LEAD = 'Lukt verzenden niet?';

const Text = styled.p`
  margin: ${cssTheme.space.sm} 0 0;
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.textMuted};

  & a {
    color: inherit;
  }
`;

/**
 * Another way to reach the company, for the form's button when the form cannot be sent:
 * 'Lukt verzenden niet? Bel ons op … of mail naar …', the phone number and e-mail address of
 * the site settings (docs/behaviour/blocks.md#form-blocks) as call and mail links; null without either (then the form
 * has nothing beside its button).
 */
export function contactAlternative(info: SiteInfo | null): ReactNode {
  const phone = present(info?.phonenumber);
  const email = present(info?.email);
  const phoneLink = phone && telHref(phone) ? <a href={telHref(phone)!}>{phone}</a> : null;
  const emailLink = email && mailtoHref(email) ? <a href={mailtoHref(email)!}>{email}</a> : null;
  if (!phoneLink && !emailLink) return null;
  return (
    <Text>
      {CONTACT_ALTERNATIVE_LEAD} {phoneLink && <>Bel ons op {phoneLink}</>}
      {phoneLink && emailLink && ' of mail naar '}
      {!phoneLink && emailLink && 'Mail naar '}
      {emailLink}.
    </Text>
  );
}
