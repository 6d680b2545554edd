/**
 * The preview server's own pages (scripts/lib/preview-front.ts), in Dutch for the editors who see
 * them: the Content Sync page that waits for a draft and then goes to it, and the short answers of
 * the front. Self-contained HTML (no site bundle): they must work while `gatsby develop` is still
 * starting or has stopped.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The script's JSON, safe inside <script>: no '<' can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; color: #0b2545; background: #f5f7fa; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; }
  main { max-width: 40rem; margin: 2rem 1rem; padding: 2rem; background: #fff; border-radius: 16px; box-shadow: 0 16px 40px rgb(11 37 69 / 0.14); }
  h1 { margin-top: 0; font-size: 1.75rem; }
  li { margin-bottom: 0.5rem; }
  code { font-size: 0.9em; background: #eef1f5; padding: 0 0.25em; border-radius: 4px; }
  a, button { color: #0b2545; font: inherit; }
  button { margin-top: 1rem; padding: 0.5rem 1.25rem; border: 2px solid currentColor; border-radius: 999px; background: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #c2410c; outline-offset: 2px; }
  [hidden] { display: none; }
`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}

/** A short page for an answer of the front itself (an error, the server starting). */
export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}

export interface ContentSyncPageOptions {
  /** Where the page asks whether the preview is ready (the front's status URL for this manifest). */
  statusUrl: string;
  /** How long it waits for the preview, in ms, counted while the preview server runs. */
  timeoutMs: number;
  /** How often it asks, ms (once a second; tests ask faster). */
  pollMs?: number;
  /** The preview server's origin as the editor's browser sees it: the settings to check name it. */
  origin: string;
}

/**
 * The page WPGatsby's Preview button sends the editor to (the Content Sync URL): 'Voorbeeld wordt
 * gemaakt…', then the draft's page once Gatsby wrote the node manifest of that revision; after the
 * timeout, a Dutch error saying what to check, chosen by what the preview server saw: no word from
 * WordPress, a refused secret, a preview that did not become a page, or develop stopping meanwhile
 * (gatsby-source-wordpress tells WordPress a preview is done before Gatsby writes its manifest, so a
 * crash in between leaves nothing to send again: the editor presses Preview once more).
 */
export function contentSyncPage({ statusUrl, timeoutMs, pollMs = 1000, origin }: ContentSyncPageOptions): string {
  const minutes = Math.max(1, Math.round(timeoutMs / 60_000));
  const body = `<h1 id="title">Voorbeeld wordt gemaakt…</h1>
<div id="waiting">
<p>De voorbeeldserver haalt je laatste wijzigingen uit WordPress op. Zodra de pagina klaar is, ga je er vanzelf heen.</p>
<p id="progress" role="status">Even geduld…</p>
<noscript><p>Zonder JavaScript ga je niet vanzelf verder: <a href="">laad deze pagina opnieuw</a> tot het voorbeeld klaar is.</p></noscript>
</div>
<div id="failed" hidden>
<p id="reason" role="alert"></p>
<p>Controleer:</p>
<ul>
<li id="check-settings">In WordPress, onder Instellingen → GatsbyJS: <em>Enable Gatsby Preview</em> staat aan, de <em>Preview Webhook URL</em> is <code>${escapeHtml(origin)}/__refresh</code> en de <em>Gatsby Content Sync URL</em> is <code>${escapeHtml(origin)}</code>.</li>
<li id="check-secret">De must-use plugin <code>site-preview.php</code> staat in WordPress, en <code>SITE_PREVIEW_SECRET</code> in <code>wp-config.php</code> heeft dezelfde waarde als <code>PREVIEW_SECRET</code> van de voorbeeldserver.</li>
<li id="check-network">WordPress kan de voorbeeldserver bereiken: geen firewall of inlogscherm ertussen.</li>
<li id="check-log">Het logboek van de voorbeeldserver (<code>npm run preview-server</code>) meldt geen fout bij het ophalen van het concept.</li>
</ul>
<button type="button" id="retry">Opnieuw proberen</button>
</div>`;
  const script = `(() => {
  const statusUrl = ${scriptJson(statusUrl)};
  const timeoutMs = ${scriptJson(timeoutMs)};
  const reasons = {
    silent: ${scriptJson(`Na ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} heeft WordPress de voorbeeldserver nog niets over dit concept laten weten.`)},
    refused: ${scriptJson('De voorbeeldserver heeft berichten van WordPress geweigerd: het geheim klopt niet.')},
    notBuilt: ${scriptJson(`WordPress heeft het concept gemeld, maar na ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} is er nog geen voorbeeld van gemaakt.`)},
    noPage: ${scriptJson('Het voorbeeld is gemaakt, maar dit item heeft geen eigen pagina op de site.')},
    restarted: ${scriptJson('De voorbeeldserver is opnieuw gestart terwijl dit voorbeeld werd gemaakt. Klik in WordPress nogmaals op Voorbeeld.')},
  };
  const progress = document.getElementById('progress');
  let waited = 0;
  let last = Date.now();
  let restartsAtFirst = null;
  function fail(reason) {
    document.getElementById('title').textContent = 'Het voorbeeld is niet gelukt';
    document.title = 'Het voorbeeld is niet gelukt';
    document.getElementById('waiting').hidden = true;
    document.getElementById('reason').textContent = reasons[reason];
    document.getElementById('failed').hidden = false;
  }
  async function poll() {
    const now = Date.now();
    let status = null;
    try {
      const response = await fetch(statusUrl, { cache: 'no-store', headers: { accept: 'application/json' } });
      if (response.ok) status = await response.json();
    } catch {
      // The preview server restarts: keep waiting, the time still counts.
    }
    // Time counts while the site can be built: not while gatsby develop is still starting.
    if (!status || status.develop !== 'starting') waited += now - last;
    last = now;
    if (status && status.state === 'ready') {
      window.location.replace(status.path);
      return;
    }
    if (status && status.state === 'no-page') return fail('noPage');
    if (status && restartsAtFirst === null) restartsAtFirst = status.restarts;
    if (waited >= timeoutMs) {
      if (status && status.refused > 0 && status.accepted === 0) return fail('refused');
      // develop stopped while this preview was made: WordPress may have counted it as delivered.
      if (status && status.restarts > restartsAtFirst) return fail('restarted');
      return fail(status && status.accepted > 0 ? 'notBuilt' : 'silent');
    }
    const seconds = Math.round(waited / 1000);
    progress.textContent = status && status.develop === 'starting'
      ? 'De voorbeeldserver start nog; dat kan een paar minuten duren.'
      : 'Bezig… (' + seconds + ' s)';
    setTimeout(poll, ${scriptJson(pollMs)});
  }
  document.getElementById('retry').addEventListener('click', () => window.location.reload());
  poll();
})();`;
  return page('Voorbeeld wordt gemaakt…', body, script);
}
