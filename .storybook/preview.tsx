import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { viewports } from './viewports';
import { loadBlocks } from '../src/blocks/registry';
import { cookieConsentDialog } from '../src/layout/Footer/Footer';
import { mobileMenu } from '../src/layout/Header/Header';
import { footer } from '../src/layout/Layout';
import { BlockWarningsContext } from '../src/blocks/UnknownBlock';
import { siteCss } from '../src/styles/global-css';
import { SITE_STYLES_ATTRIBUTE } from '../src/styles/SiteStyles';
import { ThemeRoot } from '../src/styles/ThemeRoot';

/**
 * Every story renders inside the site's theme, as a page does, and shows
 * the warning box for blocks the registry does not know (also in `storybook build`,
 * where NODE_ENV is production).
 */
const withThemeRoot: Decorator = (Story) => (
  <ThemeRoot>
    <BlockWarningsContext.Provider value={true}>
      <Story />
    </BlockWarningsContext.Provider>
  </ThemeRoot>
);

const preview: Preview = {
  // The @font-face and global rules go into the preview's <head> once, as gatsby-ssr puts them
  // into every page's head (a static <style>, outside the story's canvas): after Storybook's own
  // styles, and before the components' styles
  // (styled-components appends its <style data-styled> on the first render, or has, in which
  // case this goes in front of it).
  beforeAll: () => {
    if (document.querySelector(`style[${SITE_STYLES_ATTRIBUTE}]`)) return;
    const style = document.createElement('style');
    style.setAttribute(SITE_STYLES_ATTRIBUTE, '');
    style.textContent = siteCss;
    document.head.insertBefore(style, document.head.querySelector('style[data-styled]'));
  },
  decorators: [withThemeRoot],
  // Starts the msw worker (.storybook/public/mockServiceWorker.js) once; stories add
  // handlers with `parameters.msw` or `beforeEach({ msw }) { msw.use(…) }`. The registry's
  // code-split kinds are loaded before a story renders, so blocks show in the first render (as
  // the site's HTML has them) instead of after a Suspense pass; so are the parts the site loads
  // on demand (the mobile menu, the cookie settings, the layout's footer), which open at once in a story's play.
  loaders: [
    mswLoader(),
    async () => {
      await Promise.all([loadBlocks(), mobileMenu.load(), cookieConsentDialog.load(), footer.load()]);
      return {};
    },
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: {
      // Axe violations fail the story in the test-runner (and show as errors in the panel).
      test: 'error',
    },
    // Stories pick a viewport by key (`globals: { viewport: { value: 'mobile390' } }`), and
    // .storybook/test-runner.ts sizes the page from the same options. 'mobile' (375) is the
    // smallest phone the layout assertions use; 390, 768 and 1440 are the sizes design reviews at.
    viewport: { options: viewports },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
  },
};

export default preview;
