import styled from 'styled-components';
import { safeUrl } from '../../lib/links';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import type { SiteInfo } from '../site-settings';
import { HEADER_CALLS_TO_ACTION, HEADER_COPY } from './copy';
import { telHref } from '../../lib/contact-links';
import { cssTheme } from '../../styles/theme';

const ContactLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${cssTheme.space.sm};
  min-height: 24px;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

const Icon = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
`;

/** The phone number from the site settings as a `tel:` link; nothing without a number. */
export function PhoneLink({ info, className }: { info: SiteInfo | null; className?: string }) {
  const phonenumber = info?.phonenumber?.trim();
  const href = telHref(phonenumber);
  if (!phonenumber || !href) return null;
  return (
    <ContactLink href={href} className={className}>
      <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8Z"
        />
      </Icon>
      {phonenumber}
    </ContactLink>
  );
}

/** 'Inlog Operator': the operator login from the site settings, in a new tab; nothing without a url. */
export function OperatorLink({ info, className }: { info: SiteInfo | null; className?: string }) {
  const url = safeUrl(info?.loginOperatorUrl);
  if (!url) return null;
  return (
    <ContactLink href={url} newTab className={className}>
      <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
      </Icon>
      {HEADER_COPY.loginOperator}
    </ContactLink>
  );
}

/** 'Ontdek je cloudstatus' (secondary) and 'Bel mij nu terug' (primary). */
export function CallsToAction({ className }: { className?: string }) {
  return (
    <>
      {HEADER_CALLS_TO_ACTION.map((cta) => (
        <Button key={cta.link.url} href={cta.link.url} appearance={cta.appearance} className={className}>
          {cta.link.title}
        </Button>
      ))}
    </>
  );
}
