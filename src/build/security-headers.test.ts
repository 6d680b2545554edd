import {
  apiSecurityHeaders,
  contentSecurityPolicy,
  DOCUMENT_HEADER_KEYS,
  documentSecurityHeaders,
  RESPONSE_SECURITY_HEADERS,
  siteOriginsFrom,
} from './security-headers';

const origins = siteOriginsFrom({ wordpressUrl: 'http://127.0.0.1:8788' });

/** A policy as directive → sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
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

  it('media from other origins when configured; a bad origin is an error', () => {
    const cdn = siteOriginsFrom({
      wordpressUrl: 'https://wp.example.nl/cms',
      mediaOrigins: 'https://cdn.example.nl/uploads, https://img.example.nl',
    });
    expect(cdn).toEqual({ wordpress: 'https://wp.example.nl', media: ['https://cdn.example.nl', 'https://img.example.nl'] });
    expect(() => siteOriginsFrom({ wordpressUrl: 'https://wp.example.nl', mediaOrigins: 'ftp://x' })).toThrow(/WORDPRESS_MEDIA_ORIGINS/);
  });
});

describe('which response gets which headers', () => {
  const keys = (headers: ReadonlyArray<{ key: string }>) => headers.map((header) => header.key);

  it('every response: HSTS and nosniff, no document header', () => {
    expect(keys(RESPONSE_SECURITY_HEADERS)).toEqual(['strict-transport-security', 'x-content-type-options']);
    for (const key of DOCUMENT_HEADER_KEYS) expect(keys(RESPONSE_SECURITY_HEADERS)).not.toContain(key);
  });

  it('HTML: its policy, X-Frame-Options, Referrer-Policy, Permissions-Policy and X-XSS-Protection', () => {
    const headers = documentSecurityHeaders("default-src 'self'");
    expect(headers[0]).toEqual({ key: 'content-security-policy', value: "default-src 'self'" });
    expect(keys(headers).sort()).toEqual([...DOCUMENT_HEADER_KEYS].sort());
    expect(DOCUMENT_HEADER_KEYS).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'x-xss-protection']),
    );
  });

  it("the Function's JSON: the every-response headers only", () => {
    expect(apiSecurityHeaders()).toEqual([...RESPONSE_SECURITY_HEADERS]);
  });
});
