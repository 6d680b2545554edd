import { memo, useLayoutEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { NO_SCROLL_ATTRIBUTE } from '../styles/global-css';
import { Container } from '../ui/Container';
import { DeferredIsland } from '../islands/DeferredIsland';
import { BackgroundShapes } from './BackgroundShapes';
import type { FooterProps } from './Footer';
import { Header } from './Header';
import { Newsletter } from './Newsletter';
import { NO_SCROLL_PATHS, shellParts } from './page-shell';
import { PreviewBanner } from './PreviewBanner';
import { lazyRendered } from '../lib/lazy-rendered';
import { IS_PREVIEW_SERVER } from '../lib/preview';
import { SiteInfoContext } from './SiteInfoContext';
import type { PageSettings, SiteSettings } from './site-settings';
import { cssTheme } from '../styles/theme';

export interface LayoutLocation {
  pathname: string;
  hash: string;
  search: string;
}

export interface LayoutProps {
  settings: SiteSettings | null;
  pageSettings?: PageSettings | null;
  location: LayoutLocation;
  /** The breadcrumb, shown above the page's content. */
  breadcrumb?: ReactNode;
  /** The newsletter form, shown in the newsletter modal. */
  newsletterForm?: ReactNode;
  /** Newsletter button delay; stories shorten it. */
  newsletterDelayMs?: number;
  children: ReactNode;
}

/**
 * Marks <html> while a no-scroll page is shown; the static global CSS does the rest. The server
 * sets the attribute already (gatsby-ssr), so the first paint does not scroll either; this
 * keeps it right across client-side navigations and in Storybook. A layout effect, as the
 * global style it replaces was inserted: before the browser paints.
 */
function useNoScroll(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return undefined;
    const root = document.documentElement;
    root.setAttribute(NO_SCROLL_ATTRIBUTE, '');
    return () => root.removeAttribute(NO_SCROLL_ATTRIBUTE);
  }, [active]);
}

const Page = styled.div`
  position: relative;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  overflow-x: clip;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${cssTheme.space.md};
  top: -100px;
  z-index: ${cssTheme.zIndex.progress};
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.small};
  background: ${cssTheme.colors.navy};
  color: ${cssTheme.colors.white};
  font-weight: 700;

  &:focus {
    top: ${cssTheme.space.sm};
  }
`;

/* A page that starts with a sticky header has it as a data attribute: a static rule, made once. */
const Main = styled.main`
  flex: 1 0 auto;
  padding-top: ${cssTheme.layout.mainPaddingTop}px;

  &:where([data-sticky-header]) {
    padding-top: ${cssTheme.layout.mainPaddingTopSticky}px;
  }

  &:focus {
    outline: none;
  }
`;

const CrumbBar = styled(Container)`
  padding-top: ${cssTheme.space.md};
`;

/**
 * The footer's code (with its contact details and menus) in a chunk of its own: in the server's
 * HTML as always, loaded when the footer comes near the viewport or is used, so no page carries
 * it in its first load (no page needs it for its first paint or first tap).
 */
export const footer = lazyRendered<FooterProps>(() => import(/* webpackChunkName: "footer" */ './Footer').then((module) => module.Footer));

/**
 * The footer hydrates when it comes near the viewport or is used (its cookie settings button),
 * once its code has arrived: until then it is the server's HTML. Memoized on the settings' own
 * objects, so a re-render of the layout (a hash change) does not reach it while it is still dehydrated.
 */
const FooterIsland = memo(function FooterIsland(props: FooterProps) {
  return (
    <DeferredIsland prepare={footer.load}>
      <footer.Component {...props} />
    </DeferredIsland>
  );
});

/**
 * The page shell (docs/behaviour/routes-and-layout.md#page-layout): header, then the main area (top padding 160 px, or
 * 120 px where the page starts with a sticky header), four decorative background shapes,
 * the footer when `showFooter` is on and the newsletter button and modal when
 * `showNewsletter` is on (shellParts: a post, without page settings, gets the defaults).
 */
export function Layout({ settings, pageSettings, location, breadcrumb, newsletterForm, newsletterDelayMs, children }: LayoutProps) {
  const sticky = pageSettings?.stickyHeader ?? false;
  const parts = shellParts(pageSettings);
  const showFooter = parts.showFooter;
  const showNewsletter = parts.showNewsletter && !!settings?.newsletter;
  useNoScroll(NO_SCROLL_PATHS.includes(location.pathname));
  return (
    <Page>
      <SkipLink href="#main">Naar de inhoud</SkipLink>
      <BackgroundShapes />
      <Header info={settings?.info ?? null} menu={settings?.menuHeader ?? null} location={location} sticky={sticky} />
      <Main id="main" tabIndex={-1} data-sticky-header={sticky ? '' : undefined}>
        {breadcrumb && <CrumbBar>{breadcrumb}</CrumbBar>}
        {/* Blocks that show contact details (form_contact) read them from here. */}
        <SiteInfoContext.Provider value={settings?.info ?? null}>{children}</SiteInfoContext.Provider>
      </Main>
      {showFooter && (
        <FooterIsland
          info={settings?.info ?? null}
          menuFooter={settings?.menuFooter ?? null}
          menuServices={settings?.menuServices ?? null}
        />
      )}
      {showNewsletter && (
        <Newsletter title={settings?.newsletter?.title ?? 'Nieuwsbrief'} delayMs={newsletterDelayMs}>
          {newsletterForm}
        </Newsletter>
      )}
      {IS_PREVIEW_SERVER && <PreviewBanner />}
    </Page>
  );
}
