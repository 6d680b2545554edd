import type { GatsbySSR } from 'gatsby';
import { FONT_FILES } from './src/styles/font-files';
import { FontFaces } from './src/styles/FontFaces';
import { ThemeRoot } from './src/styles/ThemeRoot';

// See gatsby-browser.tsx for why this is wrapPageElement.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <ThemeRoot>{element}</ThemeRoot>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl' });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The Inter font file(s), self-hosted at the URLs the @font-face rules use (src/styles/fonts.ts).
    ...FONT_FILES.filter((font) => font.preload).map((font) => (
      <link key={`font-${font.file}`} rel="preload" href={font.url} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <FontFaces key="font-faces" />,
  ]);
};
