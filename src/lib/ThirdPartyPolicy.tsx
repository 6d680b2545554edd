/**
 * Typeform and Vimeo are allowed only on the pages that embed them, by each page's
 * Content-Security-Policy (src/build/security-headers.ts). A document keeps the policy it was
 * loaded with, so a page with an embed reached by client-side navigation from a page without it
 * would have its embed refused. This loads such a page from the server instead, with its own
 * policy: its layout effect runs before any block's effect (React runs every layout effect of a
 * commit before the passive ones), so before the Typeform script or the Vimeo player is asked for.
 * location.replace keeps the history as it is (the navigation already added the entry).
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeRoot } from '../styles/ThemeRoot';
import { thirdPartiesInData, type ThirdParty } from './third-parties';

/** The third parties the policy of the page this document was loaded as allows. */
let allowed: ThirdParty[] | null = null;

/**
 * Wraps the page element in the browser and on the server alike (gatsby-browser.tsx,
 * gatsby-ssr.tsx): the same tree on both sides, so React's ids (useId) of the hydrated page match
 * the server's HTML.
 */
export function ThirdPartyPolicy({ data, pathname, children }: { data: unknown; pathname: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const needed = thirdPartiesInData(data);
    if (allowed === null) {
      allowed = needed;
      return;
    }
    const loadedWith = allowed;
    if (needed.some((party) => !loadedWith.includes(party))) window.location.replace(window.location.href);
  }, [data, pathname]);
  return children;
}

/**
 * Every page's element as gatsby-browser.tsx and gatsby-ssr.tsx wrap it (wrapPageElement): the
 * theme and the third-party policy, one function for both so the server's tree and the hydrated
 * one cannot differ. wrapPageElement, not wrapRootElement: gatsby-plugin-styled-components collects
 * the SSR styles inside its own wrapRootElement, and the site's wrapRootElement would sit outside
 * it, leaving the global style out of the HTML (a layout shift when it arrives with the JavaScript).
 */
export function wrapPage({ element, props }: { element: ReactNode; props: { data: unknown; location: { pathname: string } } }) {
  return (
    <ThemeRoot>
      <ThirdPartyPolicy data={props.data} pathname={props.location.pathname}>
        {element}
      </ThirdPartyPolicy>
    </ThemeRoot>
  );
}
