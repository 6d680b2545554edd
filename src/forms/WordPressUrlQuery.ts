import { graphql, useStaticQuery } from 'gatsby';

interface WordPressUrlData {
  site: { siteMetadata: { wordpressUrl?: string | null } | null } | null;
}

/** The WordPress URL of the site config (Gatsby only; stories and tests go without, see FormsConfig). */
export function useSiteWordPressUrl(): string {
  const data = useStaticQuery<WordPressUrlData>(graphql`
    query FormsWordPressUrl {
      site {
        siteMetadata {
          wordpressUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.wordpressUrl ?? '';
}
