/**
 * What of a DOM could run script or reach another origin, for the hostile-content tests: the
 * sanitizers' unit tests (jsdom, on the sanitized HTML) and e2e/hostile-content.build.ts (Chromium,
 * on every built page, via page.evaluate). Self-contained on purpose: Playwright sends the
 * function's source to the page, so it may use nothing from outside its body.
 *
 * Reported (as `tag[attribute=value]` lines):
 * - any `on*` event-handler attribute, `srcdoc`, `formaction`;
 * - a script-running url (javascript:, vbscript:, however spelled: browsers drop whitespace and
 *   control characters) in any attribute; a data: url except an image's in img/source (an image,
 *   SVG included, runs no script there; gatsby-plugin-image's placeholders are such SVGs);
 * - a resource url (src, srcset, action, data, poster, background) on an origin not in `origins`;
 * - `style` with expression(), a script url, or url() of another origin;
 * - script elements other than JSON-LD, same-origin files and the site's own inline scripts (by
 *   patterns each matching a whole script); iframe (unless its src is on an allowed origin), frame, object, embed, applet, base,
 *   meta http-equiv (other than x-ua-compatible and content-security-policy), link to a stylesheet or import on another origin, style elements whose text
 *   loads from another origin.
 */
/** A regular expression source matching `text` literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * gatsby-plugin-image's loading script, as its onRenderBody writes it into every page
 * (node_modules/gatsby-plugin-image/gatsby-ssr.js; hostile-dom.test.ts checks it is still that).
 */
export const GATSBY_IMAGE_SCRIPT =
  'const e="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;e&&document.body.addEventListener("load",(function(e){const t=e.target;if(void 0===t.dataset.mainImage)return;if(void 0===t.dataset.gatsbyImageSsr)return;let a=null,n=t;for(;null===a&&n;)void 0!==n.parentNode.dataset.gatsbyImageWrapper&&(a=n.parentNode),n=n.parentNode;const o=a.querySelector("[data-placeholder-image]"),r=new Image;r.src=t.currentSrc,r.decode().catch((()=>{})).then((()=>{t.style.opacity=1,o&&(o.style.opacity=0,o.style.transition="opacity 500ms linear")}))}),!0);';

/**
 * Gatsby's own inline scripts, each matching one whole script (findDangerousMarkup anchors them
 * too), the parts that vary per build or page matched narrowly:
 * - the page path (node_modules/gatsby/cache-dir/static-entry.js, `gatsby-script-loader`): a path;
 * - the compilation hash and the chunk mapping (the `_gatsby-scripts` slice, cache-dir/static-entry.js
 *   with GATSBY_SLICES): hex digits, and JSON of chunk names to lists of script files;
 * - gatsby-plugin-image's loading script: exactly GATSBY_IMAGE_SCRIPT;
 * - the page's chunk list for the first-scripts loader (gatsby-ssr.tsx, `#page-chunks`): a JSON
 *   array of script files. The loader itself is inlined from the build's own function source, so
 *   a test allows it by the exact text the build wrote (firstScriptsLoaderIn, src/build/first-scripts.ts).
 */
export const GATSBY_INLINE_SCRIPTS: readonly string[] = [
  String.raw`^/\*<!\[CDATA\[\*/window\.pagePath="/[\w\-./%~]*";/\*\]\]>\*/$`,
  String.raw`^window\.___webpackCompilationHash="[0-9a-f]+";$`,
  String.raw`^\s*window\.___chunkMapping="\{(?:\\"[\w-]+\\":\[(?:\\"/[\w.-]+\.js\\",?)*\],?)*\}";\s*$`,
  `^${literal(GATSBY_IMAGE_SCRIPT)}$`,
  String.raw`^\[(?:"/[\w.-]+\.js",?)*\]$`,
];

/** A pattern that allows exactly this inline script, for one the build writes from code (the first-scripts loader). */
export const exactScript = (text: string) => `^${literal(text)}$`;

export interface ScanOptions {
  /** Origins the page may load from (its own, WordPress media, the third-party embeds it uses). */
  origins: string[];
  /** Inline scripts that are the site's own (Gatsby's), as regular expression sources each matching a whole script's text (anchored here in any case). */
  inlineScripts?: readonly string[];
  /** The element to scan; the whole document when omitted. */
  root?: ParentNode;
}

export function findDangerousMarkup({ origins, inlineScripts = [], root }: ScanOptions): string[] {
  const found: string[] = [];
  const scope: ParentNode = root ?? document;
  const base = document.baseURI;
  const describe = (element: Element, name?: string, value?: string) =>
    `${element.tagName.toLowerCase()}${name ? `[${name}=${JSON.stringify((value ?? '').slice(0, 120))}]` : ''}`;
  // eslint-disable-next-line no-control-regex -- browsers ignore exactly these in a url
  const squeeze = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u00a0\s]+/g, '').toLowerCase();
  const originOf = (value: string) => {
    try {
      return new URL(value.trim(), base).origin;
    } catch {
      return null;
    }
  };
  const foreign = (value: string) => {
    const origin = originOf(value);
    return origin !== null && origin !== 'null' && !origins.includes(origin);
  };
  const RESOURCE_ATTRIBUTES = new Set(['src', 'action', 'data', 'poster', 'background', 'lowsrc', 'dynsrc', 'codebase']);
  const elements = Array.from(scope.querySelectorAll('*'));
  for (const element of elements) {
    const tag = element.tagName.toLowerCase();
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value;
      const squeezed = squeeze(value);
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction') {
        found.push(describe(element, name, value));
      } else if (/(?:^|[^a-z])(?:javascript|vbscript|livescript):/.test(squeezed)) {
        found.push(describe(element, name, value));
      } else if (/^data:/.test(squeezed) && !((tag === 'img' || tag === 'source') && /^data:image\//.test(squeezed))) {
        found.push(describe(element, name, value));
      } else if (RESOURCE_ATTRIBUTES.has(name) && value.trim() && foreign(value)) {
        found.push(describe(element, name, value));
      } else if (
        (name === 'srcset' || name === 'imagesrcset') &&
        value.split(',').some((candidate) => foreign(candidate.trim().split(/\s+/)[0] ?? ''))
      ) {
        found.push(describe(element, name, value));
      } else if (
        name === 'style' &&
        (/expression\(|behavior:|-moz-binding/.test(squeezed) ||
          Array.from(value.matchAll(/url\(\s*['"]?([^'")]+)/gi)).some((match) => foreign(match[1]!)))
      ) {
        found.push(describe(element, name, value));
      }
    }
    if (tag === 'script') {
      const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
      const src = element.getAttribute('src');
      const allowed =
        type === 'application/ld+json' ||
        (src !== null
          ? !foreign(src) && !/^data:/i.test(src.trim())
          : inlineScripts.some((pattern) => new RegExp(`^(?:${pattern})$`).test(element.textContent ?? '')));
      if (!allowed) found.push(describe(element, 'text', src ?? element.textContent ?? ''));
    } else if (tag === 'iframe') {
      const src = element.getAttribute('src') ?? '';
      if (!src || originOf(src) === null || !origins.includes(originOf(src)!)) found.push(describe(element, 'src', src));
    } else if (['frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal'].includes(tag)) {
      found.push(describe(element));
    } else if (
      tag === 'meta' &&
      element.hasAttribute('http-equiv') &&
      !/^(?:x-ua-compatible|content-security-policy)$/i.test(element.getAttribute('http-equiv')!.trim())
    ) {
      found.push(describe(element, 'http-equiv', element.getAttribute('http-equiv') ?? ''));
    } else if (
      tag === 'link' &&
      /stylesheet|import|preload|prefetch/i.test(element.getAttribute('rel') ?? '') &&
      foreign(element.getAttribute('href') ?? '')
    ) {
      found.push(describe(element, 'href', element.getAttribute('href') ?? ''));
    } else if (tag === 'style' && /@import|url\(/i.test(element.textContent ?? '')) {
      const text = element.textContent ?? '';
      const urls = Array.from(text.matchAll(/(?:@import\s+|url\(\s*)['"]?([^'")\s;]+)/gi)).map((match) => match[1]!);
      if (urls.some((url) => foreign(url) || /^(?:javascript|vbscript):/i.test(squeeze(url)))) found.push(describe(element, 'text', text));
    }
  }
  return found;
}
