/**
 * Who gets past the preview server's front (docs/previews.md#who-sees-drafts): a browser with the
 * session a link signed by WordPress gave (preview-session.ts), and with PREVIEW_LOGIN set, the
 * HTTP Basic login as well.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { messagePage } from './preview-pages.ts';
import { sameSecret, send, sendPage } from './preview-http.ts';
import { checkPreviewLink, sessionCookie, sessionUser, type LinkCheck } from './preview-session.ts';

export interface GateOptions {
  secret: string;
  /** `user:password` for HTTP Basic; none when empty. */
  login?: string;
  /** The session cookie is marked Secure (the front is reached over https). */
  secureCookies: boolean;
  /** The clock, ms. */
  now: () => number;
  log: (line: string) => void;
}

export function createGate({ secret, login, secureCookies, now, log }: GateOptions) {
  const nowSeconds = () => Math.floor(now() / 1000);

  /** The answer to a browser WordPress did not send: no draft, no develop page, the way in. */
  function askPreviewLink(res: ServerResponse, reason?: Exclude<LinkCheck, { ok: true }>['reason']) {
    const [title, text] =
      reason === 'expired'
        ? ['Deze voorbeeldlink is verlopen', 'Open het voorbeeld opnieuw met de knop Voorbeeld in WordPress.']
        : [
            'Open het voorbeeld vanuit WordPress',
            'Concepten zijn alleen te zien voor redacteuren. Open het voorbeeld met de knop Voorbeeld in WordPress.',
          ];
    return sendPage(res, 401, messagePage(title, text), { 'WWW-Authenticate': 'PreviewLink realm="Voorbeeld"' });
  }

  return {
    loginAccepted(req: IncomingMessage): boolean {
      if (!login) return true;
      const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
      return scheme?.toLowerCase() === 'basic' && sameSecret(Buffer.from(encoded ?? '', 'base64').toString('utf8'), login);
    },
    askLogin: (res: ServerResponse) =>
      sendPage(res, 401, messagePage('Inloggen nodig', 'Log in met de gegevens van de voorbeeldserver.'), {
        'WWW-Authenticate': 'Basic realm="Voorbeeld", charset="UTF-8"',
      }),
    hasSession: (req: IncomingMessage) => sessionUser(secret, req.headers.cookie, nowSeconds()) !== null,
    askPreviewLink,
    /** The signed link from WordPress (token, manifest id, post id): checked once, then a session and the Content Sync page without the token. */
    previewLinkRoute(req: IncomingMessage, res: ServerResponse, [token, manifestId, postId]: [string, string, string]) {
      const check = checkPreviewLink(secret, token, Number(postId), nowSeconds());
      if (!check.ok) {
        log(`[preview] refused a preview link from ${req.socket.remoteAddress}: ${check.reason}`);
        return askPreviewLink(res, check.reason);
      }
      return send(res, 302, '', 'text/plain', {
        Location: `/gatsby-source-wordpress/${encodeURIComponent(manifestId)}/${postId}`,
        'Set-Cookie': sessionCookie(secret, check.user, nowSeconds(), secureCookies),
        'Referrer-Policy': 'no-referrer',
      });
    },
  };
}
