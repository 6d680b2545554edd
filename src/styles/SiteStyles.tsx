import { siteCss } from './global-css';

/** The attribute that marks the static <style> (Storybook's preview looks for it). */
export const SITE_STYLES_ATTRIBUTE = 'data-site-css';

/**
 * The @font-face rules and the global rules (./global-css) as one static <style>: first in the
 * document head (gatsby-ssr) and in Storybook's preview, outside styled-components. Being
 * static, it is not re-inserted while React hydrates, so @font-face rules do not come and go
 * (which would make the browser swap fonts back and forth: layout shifts).
 */
export function SiteStyles() {
  return <style {...{ [SITE_STYLES_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: siteCss }} />;
}
