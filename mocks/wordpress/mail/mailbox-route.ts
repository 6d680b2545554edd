/**
 * GET /mailbox/…: what the mail sink received, for people and for tests.
 *
 *   /mailbox/?page=N                    list (HTML, Dutch), newest first, MAILBOX_PAGE_SIZE a page
 *   /mailbox/messages.json?page=N       the same page as JSON, with the total and the page count
 *   /mailbox/<name>                     one message (HTML); its HTML body in a sandboxed iframe
 *   /mailbox/<name>.json                one message (JSON) with text and HTML bodies
 *   /mailbox/<name>.eml                 the raw message (message/rfc822)
 *   /mailbox/<name>/attachments/<n>     attachment n (0-based), always as a download
 *
 * Names are checked against a strict pattern before any file is touched, so no path
 * outside the mailbox can be named. Only requests for a loopback host name are answered:
 * a page on another site that rebinds its DNS name to 127.0.0.1 sends its own
 * name as Host, and must not read the form entries in the mail.
 */
import type http from 'node:http';
import { HttpError, sendJson, type Route } from '../http.ts';
import { listMessagePage, readMessage, readRawMessage, type Message, type MessagePage, type MessageSummary } from './mailbox.ts';
import { mailDir } from './smtp-sink.ts';

export const MAILBOX_PREFIX = '/mailbox/';

const NAME = String.raw`\d{6,}-\d{8}T\d{9}Z`;
const MESSAGE_PATH = new RegExp(`^(${NAME})(\\.eml|\\.json)?$`);
const ATTACHMENT_PATH = new RegExp(`^(${NAME})/attachments/(\\d{1,4})$`);

/** The page's own inline styles only; mail HTML (in srcdoc, which inherits this) may not load anything remote. */
const PAGE_SECURITY_HEADERS: http.OutgoingHttpHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** localhost, 127.0.0.1 or [::1], with any port (or none); nothing else, not even 127.0.0.1.example. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Amsterdam' });

function timeElement(iso: string | null): string {
  if (!iso) return '<span>onbekend</span>';
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(dateTime.format(new Date(iso)))}</time>`;
}

function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} kB`;
  return `${(size / 1024 / 1024).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} – WordPress stand-in</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1f2937; background: #f9fafb; }
  main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
  a { color: #1d4ed8; }
  a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  caption { text-align: left; padding: 0 0 0.5rem; color: #4b5563; }
  th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem; border-bottom: 1px solid #e5e7eb; overflow-wrap: anywhere; }
  th { background: #f3f4f6; }
  td.number { text-align: right; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; background: #fff; padding: 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 1rem; margin: 0; border: 1px solid #e5e7eb; }
  iframe { width: 100%; height: 32rem; border: 1px solid #e5e7eb; background: #fff; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const count = (total: number) => (total === 1 ? '1 bericht' : `${total.toLocaleString('nl-NL')} berichten`);

/** `?page=N` of a mailbox list: 1 when absent; a 400 for anything but a whole number from 1. */
export function pageParameter(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new HttpError(400, `The page parameter must be a whole number from 1, not '${raw.slice(0, 40)}'.`);
  return Number(raw);
}

/** Links to the newer and older page of the list, if any. */
function pageLinks({ page, pages }: MessagePage): string {
  if (pages <= 1) return '';
  const newer = page > 1 ? `<a rel="prev" href="${MAILBOX_PREFIX}?page=${page - 1}">← Nieuwere berichten</a>` : '<span>← Nieuwere berichten</span>';
  const older = page < pages ? `<a rel="next" href="${MAILBOX_PREFIX}?page=${page + 1}">Oudere berichten →</a>` : '<span>Oudere berichten →</span>';
  return `<nav aria-label="Pagina's van het postvak"><p>${newer} · pagina ${page} van ${pages} · ${older}</p></nav>`;
}

export function mailboxListPage(list: MessagePage): string {
  const { messages } = list;
  const rows = messages
    .map(
      (message) => `<tr>
  <td>${timeElement(message.receivedAt)}</td>
  <td>${escapeHtml(message.from || message.envelope.from || '–')}</td>
  <td>${escapeHtml(message.to || message.envelope.to.join(', ') || '–')}</td>
  <td><a href="${MAILBOX_PREFIX}${message.name}">${escapeHtml(message.subject || '(geen onderwerp)')}</a></td>
  <td class="number">${message.attachmentCount}</td>
</tr>`,
    )
    .join('\n');
  const caption = list.pages > 1 ? `${count(list.total)}, nieuwste eerst; pagina ${list.page} van ${list.pages}` : `${count(list.total)}, nieuwste eerst`;
  const table = messages.length
    ? `<table>
<caption>${caption}</caption>
<thead><tr><th scope="col">Datum</th><th scope="col">Van</th><th scope="col">Aan</th><th scope="col">Onderwerp</th><th scope="col">Bijlagen</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : list.total
      ? '<p>Deze pagina heeft geen berichten.</p>'
      : '<p>Nog geen berichten ontvangen.</p>';
  return page(
    'Postvak',
    `<h1>Postvak</h1>
<p>Alle e-mail die de site via de SMTP-server van de WordPress stand-in verstuurt. Niets wordt echt bezorgd.</p>
${table}
${pageLinks(list)}
<p><a href="${MAILBOX_PREFIX}messages.json?page=${list.page}">Deze pagina als JSON</a></p>`,
  );
}

function definition(term: string, value: string): string {
  return value ? `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>` : '';
}

export function mailboxMessagePage(message: Message): string {
  const base = `${MAILBOX_PREFIX}${message.name}`;
  const attachments = message.attachmentFiles.length
    ? `<ul>${message.attachmentFiles
        .map(
          (attachment, index) =>
            `<li><a href="${base}/attachments/${index}" download>${escapeHtml(attachment.filename ?? `bijlage-${index + 1}`)}</a> (${escapeHtml(attachment.contentType)}, ${formatBytes(attachment.size)}${attachment.inline ? ', in de tekst' : ''})</li>`,
        )
        .join('')}</ul>`
    : '<p>Geen bijlagen.</p>';
  // The mail's HTML only ever goes into srcdoc, escaped as an attribute, in a sandbox without
  // scripts, forms or same-origin access; this page's CSP (which srcdoc inherits) blocks remote loads.
  const html =
    message.html === null
      ? '<p>Dit bericht heeft geen HTML-inhoud.</p>'
      : `<iframe sandbox="" srcdoc="${escapeHtml(message.html)}" title="HTML-inhoud van het bericht"></iframe>`;
  return page(
    message.subject || '(geen onderwerp)',
    `<p><a href="${MAILBOX_PREFIX}">← Terug naar het postvak</a></p>
<h1>${escapeHtml(message.subject || '(geen onderwerp)')}</h1>
<dl>
<dt>Ontvangen</dt><dd>${timeElement(message.receivedAt)}</dd>
<dt>Datum</dt><dd>${timeElement(message.date)}</dd>
${definition('Van', message.from)}
${definition('Aan', message.to)}
${definition('Cc', message.cc)}
${definition('Antwoord aan', message.replyTo)}
${definition('Envelop van', message.envelope.from)}
${definition('Envelop aan', message.envelope.to.join(', '))}
<dt>Grootte</dt><dd>${formatBytes(message.size)}</dd>
</dl>
<h2>Bijlagen (${message.attachmentCount})</h2>
${attachments}
<h2>Tekst</h2>
${message.text === null ? '<p>Dit bericht heeft geen tekstinhoud.</p>' : `<pre>${escapeHtml(message.text)}</pre>`}
<h2>HTML</h2>
${html}
<h2>Kopregels</h2>
<details><summary>Alle kopregels (${message.headers.length})</summary>
<pre>${escapeHtml(message.headers.map(({ key, value }) => `${key}: ${value}`).join('\n'))}</pre>
</details>
<p><a href="${base}.eml">Ruwe bron (.eml)</a> · <a href="${base}.json">Als JSON</a></p>`,
  );
}

function send(req: http.IncomingMessage, res: http.ServerResponse, type: string, body: string | Buffer, headers: http.OutgoingHttpHeaders = {}) {
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function withUrls(summary: MessageSummary, baseUrl: string) {
  return { ...summary, url: `${baseUrl}${MAILBOX_PREFIX}${summary.name}`, emlUrl: `${baseUrl}${MAILBOX_PREFIX}${summary.name}.eml` };
}

export function mailboxRoute(dir = mailDir): Route {
  return {
    name: 'mailbox',
    matches: (url) => url.pathname === '/mailbox' || url.pathname.startsWith(MAILBOX_PREFIX),
    async handle({ req, res, url, baseUrl }) {
      if (!isLoopbackHost(req.headers.host)) {
        const named = req.headers.host === undefined ? 'no Host header' : `Host '${req.headers.host.slice(0, 100)}'`;
        throw new HttpError(403, `The mailbox answers only requests for localhost, 127.0.0.1 or [::1] (any port), not ${named}.`);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `Method ${req.method} is not allowed on the mailbox.`);
      if (url.pathname === '/mailbox') {
        res.writeHead(308, { Location: MAILBOX_PREFIX, 'Content-Length': 0 });
        res.end();
        return;
      }
      let rest: string;
      try {
        rest = decodeURIComponent(url.pathname.slice(MAILBOX_PREFIX.length));
      } catch {
        throw new HttpError(404, `Nothing at ${url.pathname}.`);
      }
      if (rest === '' || rest === 'messages.json') {
        const list = await listMessagePage(dir, pageParameter(url));
        if (list.page > list.pages) throw new HttpError(404, `No page ${list.page} in the mailbox: it has ${list.pages} page${list.pages === 1 ? '' : 's'} of ${list.pageSize} messages.`);
        if (rest === '') {
          send(req, res, 'text/html; charset=utf-8', mailboxListPage(list), PAGE_SECURITY_HEADERS);
          return;
        }
        const link = (page: number) => (page >= 1 && page <= list.pages ? `${baseUrl}${MAILBOX_PREFIX}messages.json?page=${page}` : null);
        sendJson(
          res,
          200,
          {
            // count: every message in the mailbox, not only this page's.
            count: list.total,
            page: list.page,
            pages: list.pages,
            pageSize: list.pageSize,
            previous: link(list.page - 1),
            next: link(list.page + 1),
            messages: list.messages.map((message) => withUrls(message, baseUrl)),
          },
          { 'Cache-Control': 'no-store' },
        );
        return;
      }
      const attachmentMatch = ATTACHMENT_PATH.exec(rest);
      const messageMatch = MESSAGE_PATH.exec(rest);
      const name = attachmentMatch?.[1] ?? messageMatch?.[1];
      const notFound = new HttpError(404, `No message at ${url.pathname}.`);
      if (!name) throw notFound;

      if (messageMatch?.[2] === '.eml') {
        const raw = await readRawMessage(name, dir);
        if (!raw) throw notFound;
        send(req, res, 'message/rfc822', raw, {
          'Content-Disposition': `inline; filename="${name}.eml"`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-store',
        });
        return;
      }
      const message = await readMessage(name, dir);
      if (!message) throw notFound;
      if (attachmentMatch) {
        const attachment = message.attachmentFiles[Number(attachmentMatch[2])];
        if (!attachment) throw new HttpError(404, `Message ${name} has no attachment ${attachmentMatch[2]}.`);
        const filename = (attachment.filename ?? `bijlage-${Number(attachmentMatch[2]) + 1}`).replace(/[^\w.() -]/g, '_');
        // Always a download, and never sniffed: an attached HTML file must not run in this origin.
        send(req, res, attachment.contentType || 'application/octet-stream', attachment.content, {
          'Content-Disposition': `attachment; filename="${filename}"`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': 'no-store',
        });
        return;
      }
      if (messageMatch?.[2] === '.json') {
        const { attachmentFiles: _files, ...parsed } = message;
        sendJson(res, 200, withUrls(parsed, baseUrl), { 'Cache-Control': 'no-store' });
        return;
      }
      send(req, res, 'text/html; charset=utf-8', mailboxMessagePage(message), PAGE_SECURITY_HEADERS);
    },
  };
}
