import { fontFaceCss } from './fonts';

/** The @font-face rules as a static <style>: in the document head (gatsby-ssr) and in Storybook's preview. */
export function FontFaces() {
  return <style data-font-faces="" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />;
}
