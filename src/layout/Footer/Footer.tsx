import { useCallback, useState } from 'react';
import styled, { css } from 'styled-components';
import { safeUrl } from '../../lib/links';
import { textOf } from '../../lib/text';
import { Container } from '../../ui/Container';
import { Link } from '../../ui/Link';
import { ContactDetails } from '../ContactDetails';
import { onDemand } from '../../lib/on-demand';
import type { CookieConsentDialogProps } from '../CookieConsent';
import type { MenuLink, SiteInfo } from '../site-settings';
import { toMenuLinks, type FooterMenuLink } from './menu-links';
import { cssTheme } from '../../styles/theme';

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
  color: ${cssTheme.colors.white};
  background: ${cssTheme.colors.navy};
`;

const Inner = styled(Container)`
  padding-block: ${cssTheme.space.xxl} ${cssTheme.space.xl};

  /* The site's focus blue is too dark to see on navy (the cookie dialog, outside this box, keeps it). */
  & :focus-visible {
    outline-color: ${cssTheme.colors.white};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${cssTheme.space.xl};

  ${cssTheme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${cssTheme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${cssTheme.space.md};
  font-size: ${cssTheme.fontSizes.lead};
  color: ${cssTheme.colors.white};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${cssTheme.space.xs};
`;

/** At least 24 px high (WCAG 2.2 target size), with the underline as the hover cue. */
const textLinkStyle = css`
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

const TextLink = styled(Link)`
  ${textLinkStyle}
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssTheme.space.md};
  margin-top: ${cssTheme.space.xl};
  padding-top: ${cssTheme.space.lg};
  border-top: 1px solid ${cssTheme.colors.dividerOnDark};
  font-size: ${cssTheme.fontSizes.small};
`;

const Copyright = styled.p`
  margin: 0;
`;

const BottomList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.xs} ${cssTheme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TextButton = styled.button`
  ${textLinkStyle}
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;

/**
 * The cookie settings dialog loads when the visitor first reaches for it (hovers, focuses or
 * presses 'Cookies'): until it opens it shows nothing, so it is no part of the first load.
 */
export const cookieConsentDialog = onDemand<CookieConsentDialogProps>(() =>
  import(/* webpackChunkName: "cookie-consent-dialog" */ '../CookieConsent/CookieConsentDialog').then(
    (module) => module.CookieConsentDialog,
  ),
);

const loadCookieConsentDialog = () => {
  cookieConsentDialog.load().catch(() => {
    // Offline: the next press tries again.
  });
};

function Menu({ label, heading, links }: { label: string; heading: string; links: FooterMenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <Heading>{heading}</Heading>
      <List>
        {links.map((link) => (
          <li key={`${link.url}|${link.title}`}>
            <TextLink href={link.url} newTab={link.newTab}>
              {link.title}
            </TextLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

/**
 * The site footer (docs/behaviour/routes-and-layout.md#footer): contact details from the site settings, the footer and
 * services menus, the privacy statement, the operator login and the cookie settings.
 * Whatever the settings leave empty is left out.
 */
export function Footer({ info, menuFooter, menuServices, siteName }: FooterProps) {
  const [cookiesOpen, setCookiesOpen] = useState(false);
  const closeCookies = useCallback(() => setCookiesOpen(false), []);
  const loginOperator = safeUrl(info?.loginOperatorUrl);
  const name = textOf(siteName);

  return (
    <Root>
      <Inner>
        <Columns>
          <ContactDetails info={info} background="dark" withLinkedIn heading={<Heading>Contact</Heading>} />
          <Menu label="Footermenu" heading="Informatie" links={toMenuLinks(menuFooter)} />
          <Menu label="Diensten" heading="Diensten" links={toMenuLinks(menuServices)} />
        </Columns>
        <Bottom>
          {/* The year of the build in the static HTML may differ from the visitor's clock around New Year. */}
          <Copyright suppressHydrationWarning>
            © {new Date().getFullYear()}
            {name ? ` ${name}` : ''}
          </Copyright>
          <BottomList>
            <li>
              <TextLink href={PRIVACY_PATH}>Privacyverklaring</TextLink>
            </li>
            {loginOperator && (
              <li>
                <TextLink href={loginOperator} newTab>
                  Inlog Operator
                </TextLink>
              </li>
            )}
            <li>
              <TextButton
                type="button"
                aria-haspopup="dialog"
                onPointerEnter={loadCookieConsentDialog}
                onFocus={loadCookieConsentDialog}
                onClick={() => {
                  loadCookieConsentDialog();
                  setCookiesOpen(true);
                }}
              >
                Cookies
              </TextButton>
            </li>
          </BottomList>
        </Bottom>
      </Inner>
      <cookieConsentDialog.Component open={cookiesOpen} onClose={closeCookies} />
    </Root>
  );
}
