import { createContext, useContext } from 'react';
import type { SiteInfo } from './site-settings';

/**
 * The site settings' contact details (docs/behaviour/routes-and-layout.md#site-settings-and-menus: info) for blocks deep inside a
 * page, such as form_contact. Layout provides them from the settings it already receives, so
 * blocks stay free of Gatsby's useStaticQuery (which does not exist in Storybook or Jest);
 * stories and tests wrap a block in this provider with fixture settings.
 */
export const SiteInfoContext = createContext<SiteInfo | null>(null);

/** The contact details of the site settings; null outside a Layout (or provider) or without settings. */
export function useSiteInfo(): SiteInfo | null {
  return useContext(SiteInfoContext);
}
