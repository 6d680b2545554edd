import { Fragment, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { mailtoHref, telHref } from '../../lib/contact-links';
import type { SiteInfo } from '../../layout/site-settings';
import { Button } from '../../ui/Button';

/** Copy of form_contact's contact details (spec §2 Form blocks). */
export const CONTACT_DETAILS_COPY = {
  linkedin: 'LinkedIn',
  loginOperator: 'Login Operator',
  newTab: 'opent in een nieuw tabblad',
} as const;

export interface ContactDetailsProps {
  info: SiteInfo | null;
  /** The LinkedIn link and the 'Login Operator' button (the contact form only). */
  withOperatorLinks?: boolean;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-style: normal;
`;

const ContactLink = styled.a`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 24px;
  padding: 0.125rem 0;
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const Plain = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const AddressLines = styled.span`
  display: grid;
`;

const Icon = styled.svg`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.2rem;
  fill: ${({ theme }) => theme.colors.orange};
`;

const Operator = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

const icons = {
  pin: 'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8Z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v.5l8 5 8-5V6H4Zm16 2.85-8 5-8-5V18h16V8.85Z',
  linkedin:
    'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14ZM8.3 10H5.7v8.3h2.6V10ZM7 5.8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm11.3 7.4c0-2.4-1.3-3.5-3-3.5a2.6 2.6 0 0 0-2.4 1.3V10h-2.5v8.3H13v-4.1c0-1.1.2-2.2 1.6-2.2s1.4 1.3 1.4 2.3v4h2.3v-5.1Z',
} as const;

function ContactIcon({ name }: { name: keyof typeof icons }) {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icons[name]} />
    </Icon>
  );
}

function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * form_contact's contact details from the site settings: the address linking to the maps url,
 * the phone number as a `tel:` link and the e-mail address as a `mailto:` link; for the contact
 * form also LinkedIn and the 'Login Operator' button. Whatever the settings leave empty is left
 * out; without anything to show it renders nothing.
 */
export function ContactDetails({ info, withOperatorLinks = false }: ContactDetailsProps) {
  const newTabHint = useId();
  const newTab = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': newTabHint } as const;

  const lines = [present(info?.addressRuleOne), present(info?.addressRuleTwo)].filter((line): line is string => !!line);
  const maps = present(info?.addressGoogleMaps);
  const phone = present(info?.phonenumber);
  const phoneHref = telHref(phone);
  const email = present(info?.email);
  const emailHref = mailtoHref(email);
  const linkedin = withOperatorLinks ? present(info?.linkedinUrl) : null;
  const loginOperator = withOperatorLinks ? present(info?.loginOperatorUrl) : null;

  const items: { key: string; node: ReactNode }[] = [];
  if (lines.length > 0) {
    const text = (
      <AddressLines>
        {lines.map((line, index) => (
          // The space keeps the accessible name "Stationsplein 12 3511 ED Utrecht"; the grid does not show it.
          <Fragment key={`${index}-${line}`}>
            {index > 0 && ' '}
            <span>{line}</span>
          </Fragment>
        ))}
      </AddressLines>
    );
    items.push({
      key: 'address',
      node: maps ? (
        <ContactLink href={maps} {...newTab}>
          <ContactIcon name="pin" />
          {text}
        </ContactLink>
      ) : (
        <Plain>
          <ContactIcon name="pin" />
          {text}
        </Plain>
      ),
    });
  }
  if (phone && phoneHref) {
    items.push({
      key: 'phone',
      node: (
        <ContactLink href={phoneHref}>
          <ContactIcon name="phone" />
          {phone}
        </ContactLink>
      ),
    });
  }
  if (email && emailHref) {
    items.push({
      key: 'email',
      node: (
        <ContactLink href={emailHref}>
          <ContactIcon name="mail" />
          {email}
        </ContactLink>
      ),
    });
  }
  if (linkedin) {
    items.push({
      key: 'linkedin',
      node: (
        <ContactLink href={linkedin} {...newTab}>
          <ContactIcon name="linkedin" />
          {CONTACT_DETAILS_COPY.linkedin}
        </ContactLink>
      ),
    });
  }
  if (items.length === 0 && !loginOperator) return null;

  return (
    <div data-contact-details="">
      {items.length > 0 && (
        <address>
          <List>
            {items.map((item) => (
              <li key={item.key}>{item.node}</li>
            ))}
          </List>
        </address>
      )}
      {loginOperator && (
        <Operator>
          {/* Button takes no aria-describedby, so the new-tab hint is part of its text for screen readers. */}
          <Button link={{ url: loginOperator, target: '_blank' }} theme="orange_outlined">
            {CONTACT_DETAILS_COPY.loginOperator}
            <VisuallyHidden> ({CONTACT_DETAILS_COPY.newTab})</VisuallyHidden>
          </Button>
        </Operator>
      )}
      <VisuallyHidden id={newTabHint}>{CONTACT_DETAILS_COPY.newTab}</VisuallyHidden>
    </div>
  );
}
