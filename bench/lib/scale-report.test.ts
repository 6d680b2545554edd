import { markdownTable, mediaRequests, postCountsFromArgs, requestsByOperation, sourcedChanges } from './scale-report.mjs';

describe('postCountsFromArgs', () => {
  it('reads one count or a list', () => {
    expect(postCountsFromArgs(['node', 'run.mjs', '--posts', '1000'])).toEqual([1000]);
    expect(postCountsFromArgs(['node', 'run.mjs', '--posts', '30,1000,10_000'])).toEqual([30, 1000, 10000]);
  });

  it('refuses a missing or bad count', () => {
    expect(() => postCountsFromArgs(['node', 'run.mjs', '--posts'])).toThrow(/needs a count/);
    expect(() => postCountsFromArgs(['node', 'run.mjs', '--posts', '30,abc'])).toThrow(/abc is not a whole number/);
    expect(() => postCountsFromArgs(['node', 'run.mjs', '--posts', '0'])).toThrow(/0 is not a whole number/);
  });
});

describe('sourcedChanges', () => {
  it('finds the nodes gatsby-source-wordpress logs as re-sourced from actions', () => {
    const lines = [
      'info gatsby-source-wordpress  pull updates since last build',
      'info gatsby-source-wordpress  update post Kiezen VPS: uitgelegd (bijgewerkt) (#105000)',
      'info title changed',
      'info [gatsby-source-wordpress] delete page Oud (#12)',
      'success source and transform nodes - 3.2s',
    ];
    expect(sourcedChanges(lines)).toEqual([
      { action: 'update', type: 'post', title: 'Kiezen VPS: uitgelegd (bijgewerkt)', databaseId: 105000 },
      { action: 'delete', type: 'page', title: 'Oud', databaseId: 12 },
    ]);
    expect(sourcedChanges(['info gatsby-source-wordpress  fetching nodes'])).toEqual([]);
  });
});

describe('requestsByOperation', () => {
  it("counts the stand-in's GraphQL requests by operation name", () => {
    const lines = [
      '[wordpress] POST /graphql 200 2.1ms GET_ACTION_MONITOR_ACTIONS',
      '[wordpress] POST /graphql 200 12.0ms SINGLE_CONTENT_QUERY',
      '[wordpress] POST /graphql 200 1.0ms anonymous',
      '[wordpress] POST /graphql 200 1.3ms anonymous',
      '[wordpress] GET /wp-content/uploads/2026/10/a.jpg 200 2.3ms',
    ];
    expect(requestsByOperation(lines)).toEqual({ GET_ACTION_MONITOR_ACTIONS: 1, SINGLE_CONTENT_QUERY: 1, anonymous: 2 });
  });
});

describe('mediaRequests', () => {
  it("counts originals and the image service's renditions, made or cached", () => {
    const lines = [
      '[wordpress] GET /wp-content/uploads/2026/10/a.jpg 200 2.3ms',
      '[wordpress] GET /wp-content/uploads/2026/10/a.jpg?width=20 200 9.1ms image 20x11 image/jpeg made',
      '[wordpress] GET /wp-content/uploads/2026/10/b.jpg?width=20 200 1.1ms image 20x11 image/jpeg cached',
      '[wordpress] GET /wp-content/uploads/2026/10/c.jpg?width=20 200 1.0ms image 20x11 image/jpeg cached',
      '[wordpress] POST /graphql 200 1.0ms anonymous',
    ];
    expect(mediaRequests(lines)).toEqual({ originals: 1, renditionsMade: 1, renditionsCached: 2 });
  });
});

describe('markdownTable', () => {
  const build = (buildS: number, peakMemoryMB: number, sourcingS?: number) => ({
    buildS,
    peakMemoryMB,
    peakPssMB: peakMemoryMB - 500,
    standInPeakMemoryMB: 300,
    steps: sourcingS === undefined ? {} : { 'source and transform nodes': sourcingS },
  });
  const result = (extraPosts: number, onlyThatPost: boolean) => ({
    extraPosts,
    distinctImages: extraPosts,
    mediaPreparedS: 1.25,
    cold: build(200, 1800, 60),
    warm: build(20, 900),
    incremental: {
      ...build(25, 950, 2),
      onlyThatPost,
      sourcedChanges: [{ action: 'update', type: 'post', databaseId: 100_000 + extraPosts / 2 }],
    },
  });

  it('puts the counts side by side, smallest first, and says whether only the edited post was re-sourced', () => {
    const table = markdownTable([result(10_000, true), result(30, false)]);
    const lines = table.split('\n');
    expect(lines[0]).toBe('| measure | +30 posts | +10,000 posts |');
    expect(table).toContain('| cold build (no .cache, no public) | 200 s | 200 s |');
    expect(table).toContain('| of which sourcing | 60.0 s | 60.0 s |');
    expect(table).toContain('| peak memory, cold (gatsby + workers, RSS summed) | 1,800 MB | 1,800 MB |');
    expect(table).toContain('| the same without counting shared pages twice (PSS) | 1,300 MB | 1,300 MB |');
    expect(table).toContain('update post #100015 (NOT only the edited post) | update post #105000 (only the edited post) |');
    expect(table).toContain('| of which sourcing | 2.0 s | 2.0 s |');
  });
});
