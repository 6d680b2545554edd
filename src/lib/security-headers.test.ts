import { API_POLICY, contentSecurityPolicy, siteOriginsFrom, sitePolicy, siteSecurityHeaders, thirdPartiesInData } from './security-headers';

const origins = siteOriginsFrom({ wordpressUrl: 'http://127.0.0.1:8788' });

/** A policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe('contentSecurityPolicy', () => {
  it('allows the site, WordPress and the hashed inline scripts; no eval, no inline script without a hash', () => {
    const policy = parse(contentSecurityPolicy({ origins, inlineScripts: { hashes: ['sha256-abc=', 'sha256-def='] }, thirdParties: [] }));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8788']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'http://127.0.0.1:8788']);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
  });

  it('allows Typeform and Vimeo only when the page embeds them', () => {
    const typeform = parse(contentSecurityPolicy({ origins, inlineScripts: { hashes: [] }, thirdParties: ['typeform'] }));
    expect(typeform['script-src']).toEqual(["'self'", 'https://embed.typeform.com']);
    expect(typeform['frame-src']).toEqual(['https://form.typeform.com']);
    const vimeo = parse(contentSecurityPolicy({ origins, inlineScripts: { hashes: [] }, thirdParties: ['vimeo'] }));
    expect(vimeo['script-src']).toEqual(["'self'"]);
    expect(vimeo['frame-src']).toEqual(['https://player.vimeo.com']);
  });

  it('site-wide policy: any inline script and every third party, else as strict as a page', () => {
    const policy = parse(sitePolicy(origins));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://embed.typeform.com']);
    expect(policy['frame-src']).toEqual(['https://form.typeform.com', 'https://player.vimeo.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('media from other origins when configured; a bad origin is an error', () => {
    const cdn = siteOriginsFrom({ wordpressUrl: 'https://wp.example.nl/cms', mediaOrigins: 'https://cdn.example.nl/uploads, https://img.example.nl' });
    expect(cdn).toEqual({ wordpress: 'https://wp.example.nl', media: ['https://cdn.example.nl', 'https://img.example.nl'] });
    expect(() => siteOriginsFrom({ wordpressUrl: 'https://wp.example.nl', mediaOrigins: 'ftp://x' })).toThrow(/WORDPRESS_MEDIA_ORIGINS/);
  });
});

it('every path gets the policy, HSTS, nosniff, Referrer-Policy, Permissions-Policy and X-Frame-Options', () => {
  const keys = siteSecurityHeaders(origins).map((header) => header.key);
  expect(keys).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options']));
  expect(API_POLICY).toContain("default-src 'none'");
});

it('thirdPartiesInData finds a content_enclose block and a block with a Vimeo video', () => {
  const page = (blocks: object[]) => ({ wpPage: { flexContent: { flex: blocks } } });
  expect(thirdPartiesInData(page([{ styletype: 'content_enclose', typeformId: 'a1' }]))).toEqual(['typeform']);
  expect(thirdPartiesInData(page([{ styletype: 'content_block_with_pointers', vimeoUrl: 'https://vimeo.com/1' }]))).toEqual(['vimeo']);
  expect(thirdPartiesInData(page([{ styletype: 'content_block_with_pointers', vimeoUrl: null }]))).toEqual([]);
  expect(thirdPartiesInData(undefined)).toEqual([]);
});
