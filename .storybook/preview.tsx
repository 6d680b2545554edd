import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { breakpoints } from '../src/styles/theme';
import { BlockWarningsContext } from '../src/blocks/UnknownBlock';
import { fontFaceCss } from '../src/styles/fonts';
import { ThemeRoot } from '../src/styles/ThemeRoot';

/**
 * Every story renders inside the site's theme and global style, as a page does, and shows
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
  // The @font-face rules go into the preview's <head> once, as gatsby-ssr puts them into every
  // page's head (a static <style>, outside the story's canvas).
  beforeAll: () => {
    if (document.querySelector('style[data-font-faces]')) return;
    const style = document.createElement('style');
    style.setAttribute('data-font-faces', '');
    style.textContent = fontFaceCss;
    document.head.append(style);
  },
  decorators: [withThemeRoot],
  // Starts the msw worker (.storybook/public/mockServiceWorker.js) once; stories add
  // handlers with `parameters.msw` or `beforeEach({ msw }) { msw.use(…) }`.
  loaders: [mswLoader()],
  parameters: {
    layout: 'fullscreen',
    a11y: {
      // Axe violations fail the story in the test-runner (and show as errors in the panel).
      test: 'error',
    },
    viewport: {
      options: {
        mobile: { name: 'Mobiel (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: `${breakpoints.md}px`, height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: `${breakpoints.xl}px`, height: '800px' }, type: 'desktop' },
      },
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
  },
};

export default preview;
