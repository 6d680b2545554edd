/**
 * The allow-list of Gatsby's inline scripts (GATSBY_INLINE_SCRIPTS) in findDangerousMarkup: the
 * scripts a build writes pass, as they are; one that only starts (or ends) like them does not.
 */
import type { ReactElement } from 'react';
import { findDangerousMarkup, GATSBY_IMAGE_SCRIPT, GATSBY_INLINE_SCRIPTS } from './hostile-dom';

/** The inline scripts of a built page (public/contact/index.html), the hash and chunk names shortened. */
const BUILT = [
  '/*<![CDATA[*/window.pagePath="/contact/";/*]]>*/',
  'window.___webpackCompilationHash="33ccc5ed289e60a0340e";',
  '\n            window.___chunkMapping="{\\"app\\":[\\"/app-80f2542b9f882a8d4b41.js\\"],\\"block-form\\":[\\"/block-form-07d73427e96484faec71.js\\"],\\"component---src-templates-page-tsx\\":[\\"/component---src-templates-page-tsx-ff171cad5e980a853fd0.js\\"]}";\n          ',
  GATSBY_IMAGE_SCRIPT,
  '["/commons-5625e0a51554ecb055d4.js","/block-form-aa613a3637de60831083.js"]',
];

/** A document without a window (scripts in it never run) holding these inline scripts. */
function withScripts(texts: readonly string[]): ParentNode {
  const holder = document.implementation.createHTMLDocument('');
  for (const text of texts) {
    const script = holder.createElement('script');
    script.textContent = text;
    holder.body.append(script);
  }
  return holder;
}

const scanScripts = (texts: readonly string[]) =>
  findDangerousMarkup({ origins: [window.location.origin], inlineScripts: GATSBY_INLINE_SCRIPTS, root: withScripts(texts) });

describe('GATSBY_INLINE_SCRIPTS', () => {
  it('allows the inline scripts a build writes', () => {
    expect(scanScripts(BUILT)).toEqual([]);
  });

  it.each(BUILT.map((text, index) => [index, text] as const))(
    'rejects script %i with something after it, before it, or in its variable part',
    (_index, text) => {
      const trimmed = text.trim();
      const variants = [
        `${text};alert('xss')`,
        `${trimmed}\nalert('xss')`,
        `alert('xss');${text}`,
        // The variable parts (a path, hex digits, chunk files) hold no quote or parenthesis.
        trimmed
          .replace(/"\/contact\/"/, '"/contact/"+alert(1)+""')
          .replace(/"33ccc5ed289e60a0340e"/, '"0"+alert(1)+"0"')
          .replace(/\\"\/app-[^\\]+\\"/, '\\"/app.js\\"],x:alert(1),y:[\\"/b.js\\"')
          .replace(/^\["\/commons-[^"]+"/, '["/commons.js"+alert(1)+""'),
      ].filter((variant) => variant !== trimmed);
      for (const variant of variants) expect({ variant, found: scanScripts([variant]).length }).toEqual({ variant, found: 1 });
    },
  );

  it('is anchored by the scan itself too: an unanchored pattern still has to match the whole script', () => {
    const root = withScripts(['window.pagePath="/";alert(1)']);
    expect(findDangerousMarkup({ origins: [window.location.origin], inlineScripts: ['window\\.pagePath="/";'], root })).toHaveLength(1);
    expect(findDangerousMarkup({ origins: [window.location.origin], inlineScripts: ['window\\.pagePath="/";alert\\(1\\)'], root })).toEqual(
      [],
    );
  });

  it('holds gatsby-plugin-image’s loading script as the installed plugin writes it', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's SSR API is CommonJS
    const { onRenderBody } = require('gatsby-plugin-image/gatsby-ssr.js') as { onRenderBody: (api: object) => void };
    const components: ReactElement<{ type?: string; dangerouslySetInnerHTML?: { __html: string } }>[] = [];
    const collect = (list: typeof components) => void components.push(...list);
    onRenderBody({ setHeadComponents: collect, setPostBodyComponents: collect });
    const scripts = components
      .filter((component) => component.type === 'script')
      .map((component) => component.props.dangerouslySetInnerHTML?.__html);
    expect(scripts).toEqual([GATSBY_IMAGE_SCRIPT]);
  });
});
