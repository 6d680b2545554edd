import { Fragment, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { safeUrl } from '../../lib/links';
import { Button } from '../../ui/Button';
import type { SiteInfo } from '../site-settings';
import { CONTACT_DETAILS_COPY, contactEntries, type ContactEntry } from './contact-entries';
import { Link } from '../../ui/Link';
import { cssTheme } from '../../styles/theme';

/** The background the details stand on: the navy footer ('dark') or a white section ('light'). */
export type ContactDetailsBackground = 'light' | 'dark';

export interface ContactDetailsProps {
  info: SiteInfo | null;
  background?: ContactDetailsBackground;
  /** The LinkedIn link (the footer; form_contact for the contact form only). */
  withLinkedIn?: boolean;
  /** The 'Login Operator' button below the details (form_contact for the contact form only). */
  withLoginOperator?: boolean;
  /** Shown above the details, e.g. the footer's "Contact" heading; left out with them when there is nothing to show. */
  heading?: ReactNode;
}

/*
 * The background is a data attribute (only when dark) on the list and the links, read by static
 * rules of the list, the links and the icons: no function interpolations, so styled-components
 * makes these classes once. The variants sit in :where(), as heavy as the base rules.
 */
const onDark = ":where([data-background='dark'])";

const Address = styled.address`
  font-style: normal;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${cssTheme.space.sm};

  &${onDark} {
    gap: ${cssTheme.space.xs};
  }
`;

const entryStyle = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${cssTheme.space.sm};
  padding: 0.125rem 0;
  overflow-wrap: anywhere;
`;

const Plain = styled.span`
  ${entryStyle}
`;

/** At least 24 px high (WCAG 2.2 target size), with the underline as the hover cue. */
const ContactLink = styled(Link)`
  ${entryStyle}
  min-height: 24px;
  text-decoration: none;

  &:where(:not([data-background='dark'])) {
    color: ${cssTheme.colors.navy};
    font-weight: 600;
  }

  &${onDark} {
    color: inherit;
  }

  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const Icon = styled.svg`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.2rem;
  fill: ${cssTheme.colors.orange};

  ${onDark} & {
    fill: currentColor;
  }
`;

const Lines = styled.span`
  display: grid;
`;

const Operator = styled.div`
  margin-top: ${cssTheme.space.md};
`;

const icons: Record<ContactEntry['key'], string> = {
  address: 'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8Z',
  email: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v.5l8 5 8-5V6H4Zm16 2.85-8 5-8-5V18h16V8.85Z',
  linkedin:
    'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14ZM8.3 10H5.7v8.3h2.6V10ZM7 5.8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm11.3 7.4c0-2.4-1.3-3.5-3-3.5a2.6 2.6 0 0 0-2.4 1.3V10h-2.5v8.3H13v-4.1c0-1.1.2-2.2 1.6-2.2s1.4 1.3 1.4 2.3v4h2.3v-5.1Z',
};

/** The data-background attribute: only the dark background has one. */
const dark = (background: ContactDetailsBackground) => (background === 'dark' ? background : undefined);

function Entry({ entry, background }: { entry: ContactEntry; background: ContactDetailsBackground }) {
  const content = (
    <>
      <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[entry.key]} />
      </Icon>
      <Lines>
        {entry.lines.map((line, index) => (
          // The space keeps an accessible name like "Stationsplein 12 3511 ED Utrecht"; the grid does not show it.
          <Fragment key={`${index}-${line}`}>
            {index > 0 && ' '}
            <span>{line}</span>
          </Fragment>
        ))}
      </Lines>
    </>
  );
  if (!entry.href) return <Plain>{content}</Plain>;
  return (
    <ContactLink href={entry.href} newTab={entry.newTab} data-background={dark(background)}>
      {content}
    </ContactLink>
  );
}

/**
 * The contact details from the site settings, for the footer and form_contact (docs/behaviour/routes-and-layout.md#footer): the
 * address linking to the maps url, the phone number as a `tel:` link, the e-mail address as a
 * `mailto:` link and, where asked for, LinkedIn and the 'Login Operator' button. Whatever the
 * settings leave empty is left out; without anything to show it renders nothing.
 */
export function ContactDetails({
  info,
  background = 'light',
  withLinkedIn = false,
  withLoginOperator = false,
  heading,
}: ContactDetailsProps) {
  const entries = contactEntries(info, { withLinkedIn });
  const loginOperator = withLoginOperator ? safeUrl(info?.loginOperatorUrl) : null;
  if (entries.length === 0 && !loginOperator) return null;

  return (
    <div>
      {heading}
      {entries.length > 0 && (
        <Address>
          <List data-background={dark(background)}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Entry entry={entry} background={background} />
              </li>
            ))}
          </List>
        </Address>
      )}
      {loginOperator && (
        <Operator>
          <Button href={loginOperator} newTab appearance="secondary">
            {CONTACT_DETAILS_COPY.loginOperator}
          </Button>
        </Operator>
      )}
    </div>
  );
}
