import { graphql, useStaticQuery } from 'gatsby';
import type { SiteSettings } from './site-settings';

/** The site settings from the data layer (Gatsby only; stories pass fixture settings as props). */
export function useSiteSettings(): SiteSettings | null {
  const data = useStaticQuery<Queries.SiteSettingsQueryQuery>(graphql`
    query SiteSettingsQuery {
      wp {
        siteSettings {
          siteOptions {
            ...SiteSettings
          }
        }
      }
    }
  `);
  return data.wp?.siteSettings?.siteOptions ?? null;
}
