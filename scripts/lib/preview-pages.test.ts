/**
 * @jest-environment node
 *
 * The Content Sync page's script (preview-pages.ts) in jsdom, against the statuses the front answers:
 * after the time-out it says in Dutch what went wrong, chosen by what the front saw. (That it goes on
 * to the draft once ready is e2e/preview.build.ts's, in a browser that navigates.)
 */
import { JSDOM } from 'jsdom';
import { contentSyncPage } from './preview-pages';

type Status = Record<string, unknown>;

/**
 * Runs the page with `statuses` answered in turn (the last one repeated); resolves with what it shows
 * once `done` holds. The page polls every 100 ms and times out after 250 ms of polling: its first
 * answer (at once) is always seen before the time-out, the one that decides it after.
 */
async function runPage(statuses: Status[], done: (window: JSDOM['window']) => boolean) {
  let answered = 0;
  const dom = new JSDOM(
    contentSyncPage({ statusUrl: '/__preview-status/x', timeoutMs: 250, pollMs: 100, origin: 'https://voorbeeld.example.nl' }),
    {
      runScripts: 'dangerously',
      url: 'https://voorbeeld.example.nl/gatsby-source-wordpress/x/1',
      beforeParse(window) {
        window.fetch = async () => {
          const next = statuses[Math.min(answered, statuses.length - 1)]!;
          answered += 1;
          return new Response(JSON.stringify(next), { headers: { 'Content-Type': 'application/json' } });
        };
      },
    },
  );
  const started = Date.now();
  while (!done(dom.window)) {
    if (Date.now() - started > 5000) throw new Error('the page did not settle');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const text = (id: string) => dom.window.document.getElementById(id)!.textContent;
  const shown = { title: text('title'), reason: text('reason') };
  dom.window.close();
  return shown;
}

const failedWith = (window: JSDOM['window']) => !window.document.getElementById('failed')!.hidden;
const running = { develop: 'running', accepted: 1, refused: 0, restarts: 0 };

it.each([
  ['no word from WordPress', [{ ...running, accepted: 0, state: 'waiting' }], 'heeft WordPress de voorbeeldserver nog niets'],
  ['a refused secret', [{ ...running, accepted: 0, refused: 2, state: 'waiting' }], 'het geheim klopt niet'],
  ['a preview reported but not built', [{ ...running, state: 'waiting' }], 'is er nog geen voorbeeld van gemaakt'],
  [
    'develop starting again while the preview was made',
    [
      { ...running, state: 'waiting' },
      { ...running, restarts: 1, state: 'waiting' },
    ],
    'Klik in WordPress nogmaals op Voorbeeld',
  ],
])('after the time-out, says so for %s', async (_name, statuses, reason) => {
  const shown = await runPage(statuses, failedWith);
  expect(shown.title).toBe('Het voorbeeld is niet gelukt');
  expect(shown.reason).toContain(reason);
});
