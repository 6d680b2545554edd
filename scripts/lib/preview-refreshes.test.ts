/**
 * @jest-environment node
 *
 * The preview server's refresh queue (preview-refreshes.ts) against a model of `gatsby develop` that
 * keeps what makes it lose a publish: a refresh that comes while another is sourced replaces it
 * (WEBHOOK_RECEIVED re-enters `reloadingData`, gatsby/dist/state-machines/develop/index.js), a
 * content refresh fetches what WordPress has published when it starts, a preview's refresh sources
 * that preview only (gatsby-source-wordpress dist/steps/source-nodes/index.js), and develop's start
 * sources the published content but no preview. After every interleaving of publishes, Preview
 * clicks and develop (re)starting or crashing, what develop serves must be WordPress's published
 * content plus the drafts asked for. The same sequences sent straight to the model lose a publish:
 * the model does show the failure the queue prevents. e2e/preview.build.ts runs the real develop.
 */
import { REFRESH_MARK } from '../../src/preview/refresh-mark';
import { createRefreshQueue, type RefreshQueue } from './preview-refreshes';

const SOURCE_MS = 40;
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** WordPress: published titles by post, and the drafts editors asked to preview. */
function wordpress() {
  return { published: new Map<number, string>([[1, 'Eén']]), drafts: new Map<number, string>() };
}
type WordPress = ReturnType<typeof wordpress>;

/** The model of develop (see above). */
function developModel(wp: WordPress) {
  const served = new Map<string, string>();
  let sourcing: ReturnType<typeof setTimeout> | null = null;
  let sourced: number | null = null;
  let running = true;
  const received: string[] = [];
  const sourcePublished = () => {
    for (const [id, title] of wp.published) served.set(`post ${id}`, title);
  };
  return {
    served,
    received,
    async post(body: Buffer): Promise<number> {
      if (!running) throw new Error('connect ECONNREFUSED');
      const json = JSON.parse(body.toString() || '{}') as Record<string, unknown>;
      received.push(json.token ? `preview ${String(json.previewDatabaseId)}` : 'content');
      // Last wins: the refresh being sourced is abandoned.
      if (sourcing) clearTimeout(sourcing);
      const previewed = json.token ? Number(json.previewDatabaseId) : undefined;
      const snapshot = previewed === undefined ? new Map(wp.published) : undefined;
      sourcing = setTimeout(() => {
        sourcing = null;
        if (snapshot) for (const [id, title] of snapshot) served.set(`post ${id}`, title);
        else served.set(`draft ${previewed}`, wp.drafts.get(previewed!)!);
        sourced = typeof json[REFRESH_MARK] === 'number' ? (json[REFRESH_MARK] as number) : sourced;
      }, SOURCE_MS);
      return 200;
    },
    sourced: async () => (running ? sourced : null),
    crash() {
      running = false;
      if (sourcing) clearTimeout(sourcing);
      sourcing = null;
      sourced = null;
      served.clear();
    },
    /** develop's start: every published node, no preview. */
    start() {
      sourcePublished();
      running = true;
    },
  };
}
type DevelopModel = ReturnType<typeof developModel>;

/** What develop should serve: the published content and every draft asked for. */
function expected(wp: WordPress) {
  const all = new Map<string, string>();
  for (const [id, title] of wp.published) all.set(`post ${id}`, title);
  for (const [id, title] of wp.drafts) all.set(`draft ${id}`, title);
  return all;
}

/** The bodies WordPress posts (PreviewMonitor.php post_to_preview_instance; ActionMonitor.php trigger_dispatch). */
const publishBodies = () => [
  Buffer.alloc(0),
  Buffer.from(JSON.stringify({ token: 'jwt', userDatabaseId: 1, remoteUrl: 'http://wp/graphql' })),
];
const previewBody = (id: number) =>
  Buffer.from(JSON.stringify({ previewDatabaseId: id, token: `jwt-${id}`, userDatabaseId: 1, remoteUrl: 'http://wp/graphql' }));

let logged: string[];
function setUp() {
  const wp = wordpress();
  const develop = developModel(wp);
  develop.start();
  logged = [];
  const queue = createRefreshQueue({
    post: develop.post,
    sourced: develop.sourced,
    log: (line) => logged.push(line),
    pollMs: 5,
    coalesceMs: 5,
  });
  const publish = (id: number, title: string, to: (body: Buffer) => unknown = (body) => queue.add(body)) => {
    wp.published.set(id, title);
    for (const body of publishBodies()) to(body);
  };
  const preview = (id: number, title: string, to: (body: Buffer) => unknown = (body) => queue.add(body)) => {
    wp.drafts.set(id, title);
    to(previewBody(id));
  };
  return { wp, develop, queue, publish, preview };
}

async function converged(queue: RefreshQueue, develop: DevelopModel, wp: WordPress) {
  await queue.settled();
  await tick(SOURCE_MS * 2);
  expect(develop.served).toEqual(expected(wp));
}

describe('the refresh queue', () => {
  it('sources a publish that a Preview click follows at once, and the preview', async () => {
    const { wp, develop, queue, publish, preview } = setUp();
    queue.developReady();
    publish(1, 'Eén, gepubliceerd');
    await tick(SOURCE_MS / 4);
    preview(2, 'Twee, concept');
    await converged(queue, develop, wp);
    expect(develop.received).toEqual(['content', 'preview 2']);
  });

  it('(the model loses that publish when the refreshes go straight to develop)', async () => {
    const { wp, develop, publish, preview } = setUp();
    publish(1, 'Eén, gepubliceerd', (body) => develop.post(body));
    await tick(SOURCE_MS / 4);
    preview(2, 'Twee, concept', (body) => develop.post(body));
    await tick(SOURCE_MS * 3);
    expect(develop.served.get('post 1')).toBe('Eén');
    expect(develop.served).not.toEqual(expected(wp));
  });

  it('sources a publish that comes while a preview is sourced, after it', async () => {
    const { wp, develop, queue, publish, preview } = setUp();
    queue.developReady();
    preview(2, 'Twee, concept');
    await tick(SOURCE_MS / 4);
    publish(1, 'Eén, gepubliceerd');
    preview(3, 'Drie, concept');
    await converged(queue, develop, wp);
    expect(develop.received).toEqual(['preview 2', 'content', 'preview 3']);
  });

  it('sends a content refresh again for a publish that came while one was sourced, and no more', async () => {
    const { wp, develop, queue, publish } = setUp();
    queue.developReady();
    publish(1, 'Eén, versie 2');
    await tick(SOURCE_MS / 4);
    for (let version = 3; version <= 6; version += 1) publish(1, `Eén, versie ${version}`);
    await converged(queue, develop, wp);
    expect(develop.received).toEqual(['content', 'content']);
  });

  it('sends what came while develop started, content first, each identical preview once', async () => {
    const { wp, develop, queue, publish, preview } = setUp();
    develop.crash();
    preview(2, 'Twee, concept');
    publish(1, 'Eén, gepubliceerd');
    preview(2, 'Twee, concept');
    preview(3, 'Drie, concept');
    expect(queue.waiting()).toBe(3);
    develop.start();
    queue.developReady();
    await converged(queue, develop, wp);
    expect(develop.received).toEqual(['content', 'preview 2', 'preview 3']);
  });

  it('sends the refresh develop was sourcing when it crashed again once it runs, and what came meanwhile', async () => {
    const { wp, develop, queue, publish, preview } = setUp();
    queue.developReady();
    preview(2, 'Twee, concept');
    await tick(SOURCE_MS / 4);
    develop.crash();
    queue.developStopped();
    publish(1, 'Eén, gepubliceerd');
    preview(3, 'Drie, concept');
    await tick(SOURCE_MS);
    develop.start();
    queue.developReady();
    await converged(queue, develop, wp);
    // The crash lost the first preview's sourcing: it is sent again.
    expect(develop.received.filter((refresh) => refresh === 'preview 2')).toHaveLength(2);
  });

  it('keeps a refresh develop could not take (it stopped before the front knew) until it runs again', async () => {
    const { wp, develop, queue, preview } = setUp();
    queue.developReady();
    develop.crash();
    preview(2, 'Twee, concept');
    await tick(SOURCE_MS);
    expect(logged.join('\n')).toContain('did not take a preview refresh');
    queue.developStopped();
    develop.start();
    queue.developReady();
    await converged(queue, develop, wp);
  });

  it('sends nothing to a develop that stopped while a publish was being gathered, and all of it once it runs', async () => {
    const wp = wordpress();
    const develop = developModel(wp);
    develop.start();
    const queue = createRefreshQueue({ post: develop.post, sourced: develop.sourced, log: () => {}, pollMs: 5, coalesceMs: 50 });
    queue.developReady();
    wp.published.set(1, 'Eén, gepubliceerd');
    for (const body of publishBodies()) queue.add(body);
    await tick(10);
    queue.developStopped();
    await tick(100);
    expect(develop.received).toEqual([]);
    queue.developReady();
    await converged(queue, develop, wp);
    expect(develop.received).toEqual(['content']);
  });

  it('drops a refresh develop refuses, says so, and goes on with the next', async () => {
    const { develop, publish, preview } = setUp();
    let refuse = true;
    const refusing = createRefreshQueue({
      post: (body) => (refuse ? ((refuse = false), Promise.resolve(403)) : develop.post(body)),
      sourced: develop.sourced,
      log: (line) => logged.push(line),
      pollMs: 5,
      coalesceMs: 5,
    });
    refusing.developReady();
    preview(2, 'Twee, concept', (body) => refusing.add(body));
    publish(1, 'Eén, gepubliceerd', (body) => refusing.add(body));
    await refusing.settled();
    await tick(SOURCE_MS * 2);
    // The publish goes first (content before previews) and is the one refused.
    expect(logged.join('\n')).toContain('answered 403 to a content refresh; it is dropped');
    expect(develop.served.get('post 1')).toBe('Eén');
    expect(develop.served.get('draft 2')).toBe('Twee, concept');
  });

  it('sends the next refresh when develop never says it has sourced one', async () => {
    logged = [];
    const sent: string[] = [];
    const stuck = createRefreshQueue({
      post: async (body) => (sent.push(body.toString()), 200),
      sourced: async () => null,
      log: (line) => logged.push(line),
      pollMs: 5,
      sourceTimeoutMs: 30,
      coalesceMs: 5,
    });
    stuck.developReady();
    stuck.add(previewBody(2));
    stuck.add(previewBody(3));
    await stuck.settled();
    expect(sent).toHaveLength(2);
    expect(logged.join('\n')).toContain('did not finish a preview refresh within');
  });
});
