import { Link } from 'gatsby';
import { Fragment, useCallback, useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { isInternalUrl } from '../../ui/Button/button-theme';
import { CookieConsentDialog } from '../CookieConsent';
import type { MenuLink, SiteInfo } from '../site-settings';
import { mailtoHref, present, telHref, toMenuLinks, type FooterMenuLink } from './contact-links';

export interface FooterProps {
  info: SiteInfo | null;
  menuFooter: readonly (MenuLink | null)[] | null;
  menuServices: readonly (MenuLink | null)[] | null;
  /** Shown after the copyright sign; without it the line reads "© 2025". */
  siteName?: string | null;
}

export const PRIVACY_PATH = '/privacyverklaring/';

const Root = styled.footer`
  position: relative;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.navy};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md} ${theme.space.xl}`};

  /* The site's focus blue is too dark to see on navy (the cookie dialog, outside this box, keeps it). */
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.white};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.white};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Address = styled.address`
  font-style: normal;
`;

/** At least 24 px high (WCAG 2.2 target size), with the underline as the hover cue. */
const linkStyle = css`
  display: inline-block;
  padding: 0.125rem 0;
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const PlainLink = styled.a`
  ${linkStyle}
`;

const RouterLink = styled(Link)`
  ${linkStyle}
`;

const ContactLink = styled.a`
  ${linkStyle}
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Icon = styled.svg`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.2rem;
  fill: currentColor;
`;

const AddressLines = styled.span`
  display: grid;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgb(255 255 255 / 0.25);
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Copyright = styled.p`
  margin: 0;
`;

const BottomList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TextButton = styled.button`
  ${linkStyle}
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
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

/** Opens in a new tab without handing the page over; `describedBy` tells screen reader users about the tab. */
function newTabProps(describedBy: string) {
  return { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': describedBy } as const;
}

function MenuItemLink({ link, newTabHint }: { link: FooterMenuLink; newTabHint: string }) {
  if (isInternalUrl(link.url) && !link.newTab) return <RouterLink to={link.url}>{link.title}</RouterLink>;
  return (
    <PlainLink href={link.url} {...(link.newTab ? newTabProps(newTabHint) : {})}>
      {link.title}
    </PlainLink>
  );
}

function Menu({ label, heading, links, newTabHint }: { label: string; heading: string; links: FooterMenuLink[]; newTabHint: string }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <Heading>{heading}</Heading>
      <List>
        {links.map((link) => (
          <li key={`${link.url}|${link.title}`}>
            <MenuItemLink link={link} newTabHint={newTabHint} />
          </li>
        ))}
      </List>
    </nav>
  );
}

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

function Contact({ info, newTabHint }: { info: SiteInfo | null; newTabHint: string }) {
  const lines = [present(info?.addressRuleOne), present(info?.addressRuleTwo)].filter((line): line is string => !!line);
  const maps = present(info?.addressGoogleMaps);
  const phone = present(info?.phonenumber);
  const phoneHref = telHref(phone);
  const email = present(info?.email);
  const emailHref = mailtoHref(email);
  const linkedin = present(info?.linkedinUrl);

  const items: { key: string; node: ReactNode }[] = [];
  if (lines.length > 0) {
    const text = (
      <AddressLines>
        {lines.map((line, index) => (
          // The space keeps the link's accessible name "Stationsplein 12 3511 ED Utrecht"; the grid does not show it.
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
        <ContactLink href={maps} {...newTabProps(newTabHint)}>
          <ContactIcon name="pin" />
          {text}
        </ContactLink>
      ) : (
        text
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
        <ContactLink href={linkedin} {...newTabProps(newTabHint)}>
          <ContactIcon name="linkedin" />
          LinkedIn
        </ContactLink>
      ),
    });
  }
  if (items.length === 0) return null;

  return (
    <div>
      <Heading>Contact</Heading>
      <Address>
        <List>
          {items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </List>
      </Address>
    </div>
  );
}

/**
 * The site footer (spec §2 Footer): contact details from the site settings, the footer and
 * services menus, the privacy statement, the operator login and the cookie settings.
 * Whatever the settings leave empty is left out.
 */
export function Footer({ info, menuFooter, menuServices, siteName }: FooterProps) {
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const closeCookies = useCallback(() => setCookiesOpen(false), []);
  const newTabHint = useId();
  const loginOperator = present(info?.loginOperatorUrl);
  const name = present(siteName);

  return (
    <Root>
      <Inner>
        <Columns>
          <Contact info={info} newTabHint={newTabHint} />
          <Menu label="Footermenu" heading="Informatie" links={toMenuLinks(menuFooter)} newTabHint={newTabHint} />
          <Menu label="Diensten" heading="Diensten" links={toMenuLinks(menuServices)} newTabHint={newTabHint} />
        </Columns>
        <Bottom>
          {/* The year of the build in the static HTML may differ from the visitor's clock around New Year. */}
          <Copyright suppressHydrationWarning>
            © {new Date().getFullYear()}
            {name ? ` ${name}` : ''}
          </Copyright>
          <BottomList>
            <li>
              <RouterLink to={PRIVACY_PATH}>Privacyverklaring</RouterLink>
            </li>
            {loginOperator && (
              <li>
                <PlainLink href={loginOperator} {...newTabProps(newTabHint)}>
                  Inlog Operator
                </PlainLink>
              </li>
            )}
            <li>
              <TextButton type="button" aria-haspopup="dialog" onClick={() => setCookiesOpen(true)}>
                Cookies
              </TextButton>
            </li>
          </BottomList>
        </Bottom>
      </Inner>
      <VisuallyHidden id={newTabHint}>opent in een nieuw tabblad</VisuallyHidden>
      <CookieConsentDialog open={cookiesOpen} onClose={closeCookies} />
    </Root>
  );
}
