import { createHash } from 'node:crypto';
import { siteOriginsFrom, siteSecurityHeaders } from '../../src/lib/security-headers';
import { createHeadersLookup, headerValue } from './cache-headers';
import { inlineScriptHashes, thirdPartiesIn, withPagePolicies } from './page-security';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script a browser runs, once each', () => {
    const html = [
      '<script type="module">const a=1;</script>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
      '<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{}";\n</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="module">const a=1;</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('const a=1;'), sha('/*<![CDATA[*/window.pagePath="/";/*]]>*/'), sha('\n  window.___chunkMapping="{}";\n')]);
  });
});

it('thirdPartiesIn finds a Typeform block and a Vimeo facade', () => {
  expect(thirdPartiesIn('<section data-block="Content/content_enclose">')).toEqual(['typeform']);
  expect(thirdPartiesIn('<a href="https://vimeo.com/76979871" aria-label="Video afspelen">')).toEqual(['vimeo']);
  expect(thirdPartiesIn('<p>Zie vimeo.com</p>')).toEqual([]);
});

describe('withPagePolicies', () => {
  const origins = siteOriginsFrom({ wordpressUrl: 'http://127.0.0.1:8788' });
  const siteHeaders = siteSecurityHeaders(origins);
  const must = { key: 'cache-control', value: 'public, max-age=0, must-revalidate' };
  const immutable = { key: 'cache-control', value: 'public, max-age=31536000, immutable' };
  // Gatsby's headerRoutes with a `/*` headers option: the site headers repeated on every file's rule.
  const headerRoutes = [
    { path: '/*', headers: [must, { key: 'x-xss-protection', value: '1; mode=block' }] },
    { path: '/static/*', headers: [immutable] },
    { path: '/app-123.js', headers: [immutable, ...siteHeaders] },
    { path: '/robots.txt', headers: [...siteHeaders] },
  ];
  const routes = [
    { path: '/', type: 'static', filePath: 'public/index.html' },
    { path: '/cloudstatus/ontdekken/', type: 'static', filePath: 'public/cloudstatus/ontdekken/index.html' },
    { path: '/_gatsby/slices/_gatsby-scripts-1.html', type: 'static', filePath: 'public/_gatsby/slices/_gatsby-scripts-1.html' },
    { path: '/app-123.js', type: 'static', filePath: 'public/app-123.js' },
    { path: '/api/package-quotation', type: 'function' },
  ];
  const html: Record<string, string> = {
    'public/index.html': '<script>window.pagePath="/";</script>',
    'public/cloudstatus/ontdekken/index.html': '<script>window.pagePath="/cloudstatus/ontdekken/";</script><section data-block="Content/content_enclose">',
  };
  const result = withPagePolicies(headerRoutes, routes, { siteHeaders, origins, pathPrefix: '', readHtml: (file) => html[file] as string });
  const lookup = createHeadersLookup(result.headerRoutes);

  it('states the site headers once, on /*, and drops rules left empty', () => {
    expect(result.headerRoutes.find((route) => route.path === '/*')?.headers).toEqual([must, ...siteHeaders]);
    expect(result.headerRoutes.find((route) => route.path === '/app-123.js')?.headers).toEqual([immutable]);
    expect(result.headerRoutes.find((route) => route.path === '/robots.txt')).toBeUndefined();
    expect(headerValue(lookup('/robots.txt'), 'strict-transport-security')).toBe('max-age=63072000');
    expect(headerValue(lookup('/app-123.js'), 'cache-control')).toBe(immutable.value);
    expect(headerValue(lookup('/app-123.js'), 'x-xss-protection')).toBe('0');
  });

  it("gives each page its own policy with its scripts' hashes, Typeform only where embedded", () => {
    expect(result.pages).toBe(2);
    const home = headerValue(lookup('/'), 'content-security-policy') as string;
    expect(home).toContain(`'${sha('window.pagePath="/";')}'`);
    expect(home).not.toContain('unsafe-inline\' https://embed');
    expect(home).not.toContain('typeform');
    const typeform = headerValue(lookup('/cloudstatus/ontdekken/'), 'content-security-policy') as string;
    expect(typeform).toContain('https://embed.typeform.com');
    expect(typeform).not.toContain(sha('window.pagePath="/";'));
    // Everything else keeps the site-wide policy.
    expect(headerValue(lookup('/page-data/index/page-data.json'), 'content-security-policy')).toBe(siteHeaders[0]!.value);
  });
});
