/**
 * @jest-environment node
 *
 * The signed preview link and the session (preview-session.ts): what the must-use plugin signs
 * verifies, and nothing else does — not a forged MAC, another post, an expired link, a link used as
 * a session or a session as a link.
 */
import { checkPreviewLink, sessionCookie, sessionUser, SESSION_SECONDS, signPreviewLink } from './preview-session';

const SECRET = 'the-shared-preview-secret';
const NOW = 1_795_000_000;

describe('a signed preview link', () => {
  const token = signPreviewLink(SECRET, { user: 3, post: 421, expires: NOW + 600 });

  it('is good for its user and post until it expires', () => {
    expect(checkPreviewLink(SECRET, token, 421, NOW)).toEqual({ ok: true, user: 3 });
    expect(checkPreviewLink(SECRET, token, 421, NOW + 599)).toEqual({ ok: true, user: 3 });
    expect(checkPreviewLink(SECRET, token, 421, NOW + 600)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused for another post, under another secret, or changed in any part', () => {
    expect(checkPreviewLink(SECRET, token, 422, NOW)).toEqual({ ok: false, reason: 'other-post' });
    expect(checkPreviewLink('another-secret-of-some-length', token, 421, NOW)).toEqual({ ok: false, reason: 'forged' });
    const [user, post, expires, mac] = token.split('.') as [string, string, string, string];
    for (const changed of [
      `4.${post}.${expires}.${mac}`,
      `${user}.422.${expires}.${mac}`,
      `${user}.${post}.${Number(expires) + 3600}.${mac}`,
      `${user}.${post}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      expect(checkPreviewLink(SECRET, changed, Number(changed.split('.')[1]), NOW).ok).toBe(false);
    }
  });

  it.each([
    '',
    'x',
    '3.421.1795000600',
    '3.421.1795000600.short',
    `0.421.${NOW + 600}.${'A'.repeat(43)}`,
    `${token}.extra`,
    '3.421.-5.abc',
  ])('is malformed as %j', (malformed) => {
    expect(checkPreviewLink(SECRET, malformed, 421, NOW)).toMatchObject({ ok: false });
  });

  it('matches a link the must-use plugin made (PHP hash_hmac, base64url without padding)', () => {
    // What `site_preview_link_token( 'the-shared-preview-secret', 3, 421, 1795000600 )` of
    // wordpress/mu-plugins/site-preview.php returned when run in PHP 8.2 (2026-12-02).
    expect(token).toBe('3.421.1795000600.u2kPxBKG7_L_tXMXZ6uTu_q7fwLOtKRffDkr12_H68o');
  });
});

describe('a session', () => {
  const cookie = sessionCookie(SECRET, 3, NOW, false);
  const value = cookie.split(';')[0]!;

  it('is an HttpOnly, SameSite=Lax cookie for the whole front, Secure behind https, hours long', () => {
    expect(cookie).toMatch(/^preview_session=3\.\d+\.[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    expect(sessionCookie(SECRET, 3, NOW, true)).toMatch(/; Secure$/);
  });

  it('names its user until it ends, among other cookies', () => {
    expect(sessionUser(SECRET, value, NOW)).toBe(3);
    expect(sessionUser(SECRET, `theme=dark; ${value}; other=1`, NOW + SESSION_SECONDS - 1)).toBe(3);
    expect(sessionUser(SECRET, value, NOW + SESSION_SECONDS)).toBeNull();
  });

  it('is refused when forged, changed, signed with another secret, or made from a link', () => {
    expect(sessionUser(SECRET, undefined, NOW)).toBeNull();
    expect(sessionUser('another-secret-of-some-length', value, NOW)).toBeNull();
    const [user, expires, mac] = value.slice('preview_session='.length).split('.') as [string, string, string];
    expect(sessionUser(SECRET, `preview_session=${Number(user) + 1}.${expires}.${mac}`, NOW)).toBeNull();
    expect(sessionUser(SECRET, `preview_session=${user}.${Number(expires) + 86_400}.${mac}`, NOW)).toBeNull();
    // A signed link's parts as a session: another message is signed, so it does not pass.
    const link = signPreviewLink(SECRET, { user: 3, post: NOW + 600, expires: NOW + 600 }).split('.');
    expect(sessionUser(SECRET, `preview_session=${link[0]}.${link[2]}.${link[3]}`, NOW)).toBeNull();
  });
});
