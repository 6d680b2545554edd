import { content } from '../../mocks/content/index.ts';
import { fixturePage, parentChain } from '../../mocks/testing/page-parents';
import {
  backAction,
  crumbsFor,
  customCrumbs,
  fragmentCrumbs,
  normalisePath,
  pathCrumbs,
  postCrumbs,
  segmentLabel,
  toBreadcrumbMode,
  type BreadcrumbInput,
} from './breadcrumb';

const base: BreadcrumbInput = { mode: 'path', pathname: '/over-ons/werken-bij/devops-engineer/', title: 'DevOps engineer' };

describe('segmentLabel', () => {
  it('replaces hyphens with spaces and capitalises the first letter', () => {
    expect(segmentLabel('werken-bij')).toBe('Werken bij');
    expect(segmentLabel('devops-engineer')).toBe('Devops engineer');
    expect(segmentLabel('vps')).toBe('Vps');
  });

  it('decodes URI components', () => {
    expect(segmentLabel('caf%C3%A9-en-co')).toBe('Café en co');
    expect(segmentLabel('%C3%A9tage')).toBe('Étage');
  });

  it('keeps a malformed escape as it is', () => {
    expect(segmentLabel('100%-cloud')).toBe('100% cloud');
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/diensten', '/diensten/'],
    ['/diensten/vps/', '/diensten/vps/'],
    ['//diensten//vps', '/diensten/vps/'],
    ['/offerte-aanvragen/?Pakket=VPS%20Iron#top', '/offerte-aanvragen/'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('toBreadcrumbMode', () => {
  it.each(['path', 'fragment', 'custom', 'history'])('knows %s', (mode) => {
    expect(toBreadcrumbMode(mode)).toBe(mode);
  });

  it('tolerates case and whitespace', () => {
    expect(toBreadcrumbMode(' Path ')).toBe('path');
  });

  it.each([null, undefined, '', 'none', 'breadcrumbs'])('treats %p as no breadcrumb', (mode) => {
    expect(toBreadcrumbMode(mode)).toBeNull();
  });
});

describe('pathCrumbs', () => {
  it('gives Home, then one crumb per segment with its cumulative path', () => {
    expect(pathCrumbs('/over-ons/werken-bij/devops-engineer/')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Over ons', url: '/over-ons/' },
      { title: 'Werken bij', url: '/over-ons/werken-bij/' },
      { title: 'Devops engineer', url: '/over-ons/werken-bij/devops-engineer/' },
    ]);
  });

  it('adds the trailing slash and drops query and hash', () => {
    expect(pathCrumbs('/contact?x=1#terugbellen')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Contact', url: '/contact/' },
    ]);
  });

  it('is only Home on the front page', () => {
    expect(pathCrumbs('/')).toEqual([{ title: 'Home', url: '/' }]);
  });

  it('keeps encoded segments encoded in the url and decodes them in the label', () => {
    expect(pathCrumbs('/kennisbank/caf%C3%A9/')[2]).toEqual({ title: 'Café', url: '/kennisbank/caf%C3%A9/' });
  });
});

describe('fragmentCrumbs', () => {
  it('follows the fixture parent chain of /over-ons/werken-bij/devops-engineer/', () => {
    const page = fixturePage('/over-ons/werken-bij/devops-engineer/');
    expect(fragmentCrumbs(parentChain(page), page.title, page.uri)).toEqual([
      { title: 'Home', url: '/' },
      { title: fixturePage('/over-ons/').title, url: '/over-ons/' },
      { title: fixturePage('/over-ons/werken-bij/').title, url: '/over-ons/werken-bij/' },
      { title: 'DevOps engineer', url: '/over-ons/werken-bij/devops-engineer/' },
    ]);
  });

  it('is Home and the page itself without parents', () => {
    expect(fragmentCrumbs([], 'Contact', '/contact/')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Contact', url: '/contact/' },
    ]);
  });

  it('leaves out a front-page parent (Home is there already) and parents without title or uri', () => {
    const parents = [
      { title: 'Home', uri: '/' },
      { title: '', uri: '/leeg/' },
      { title: 'Diensten', uri: '/diensten' },
    ];
    expect(fragmentCrumbs(parents, 'VPS', '/diensten/vps/')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Diensten', url: '/diensten/' },
      { title: 'VPS', url: '/diensten/vps/' },
    ]);
  });

  it('names an untitled page after its last segment', () => {
    expect(fragmentCrumbs([], '  ', '/over-ons/werken-bij/')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Werken bij', url: '/over-ons/werken-bij/' },
    ]);
  });
});

describe('customCrumbs', () => {
  it('gives Home and the fixture page’s breadcrumbCustom', () => {
    const page = content.pages.find((candidate) => candidate.settings.breadcrumb === 'custom')!;
    const custom = page.settings.breadcrumbCustom!.map((row) => row.link);
    expect(customCrumbs(custom, page.title, page.uri)).toEqual([
      { title: 'Home', url: '/' },
      ...custom.map((item) => ({ title: item.title, url: item.url })),
    ]);
  });

  it('leaves out entries without url or title, or with an unsafe url', () => {
    const custom = [
      null,
      { url: '/a/', title: null },
      { url: null, title: 'B' },
      { url: 'javascript:alert(1)', title: 'Kwaad' },
      { url: ' /c/ ', title: ' C ' },
    ];
    expect(customCrumbs(custom, 'Pagina', '/c/')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'C', url: '/c/' },
    ]);
  });

  it('still ends at the current page when the list is empty', () => {
    expect(customCrumbs([], 'Overstappen', '/overstappen/')).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Overstappen', url: '/overstappen/' },
    ]);
  });
});

describe('postCrumbs', () => {
  it('is Home, Kennisbank and the post', () => {
    const post = content.posts[0]!;
    expect(postCrumbs(post.title, post.uri)).toEqual([
      { title: 'Home', url: '/' },
      { title: 'Kennisbank', url: '/kennisbank/' },
      { title: post.title, url: post.uri },
    ]);
  });
});

describe('crumbsFor', () => {
  it('mode path', () => {
    expect(crumbsFor(base)).toEqual({ kind: 'trail', crumbs: pathCrumbs(base.pathname) });
  });

  it('mode fragment', () => {
    const parents = [{ title: 'Over ons', uri: '/over-ons/' }];
    expect(crumbsFor({ ...base, mode: 'fragment', parents })).toEqual({
      kind: 'trail',
      crumbs: fragmentCrumbs(parents, base.title, base.pathname),
    });
  });

  it('mode fragment without parents', () => {
    expect(crumbsFor({ ...base, mode: 'fragment' })).toEqual({ kind: 'trail', crumbs: fragmentCrumbs([], base.title, base.pathname) });
  });

  it('mode custom', () => {
    const custom = [{ url: '/diensten/', title: 'Diensten' }];
    expect(crumbsFor({ ...base, mode: 'custom', custom })).toEqual({
      kind: 'trail',
      crumbs: [
        { title: 'Home', url: '/' },
        { title: 'Diensten', url: '/diensten/' },
      ],
    });
  });

  it('mode history: one Terug control that falls back to /', () => {
    expect(crumbsFor({ ...base, mode: 'history' })).toEqual({ kind: 'back', label: 'Terug', fallbackUrl: '/' });
  });

  it.each([null, 'none', 'unknown'])('mode %p: no breadcrumb', (mode) => {
    expect(crumbsFor({ ...base, mode })).toEqual({ kind: 'none' });
  });

  it('a post always gets Home › Kennisbank › post, whatever the mode', () => {
    for (const mode of ['path', 'none', null, 'history']) {
      expect(crumbsFor({ mode, pathname: '/kennisbank/snapshot-of-back-up/', title: 'Snapshot of back-up?', isPost: true })).toEqual({
        kind: 'trail',
        crumbs: [
          { title: 'Home', url: '/' },
          { title: 'Kennisbank', url: '/kennisbank/' },
          { title: 'Snapshot of back-up?', url: '/kennisbank/snapshot-of-back-up/' },
        ],
      });
    }
  });
});

describe('backAction (back one step when the visitor came from this site, else to /)', () => {
  const origin = 'https://www.wolkwerk.nl';

  it('goes back in history after a full page load from a page of this site', () => {
    expect(backAction({ referrer: 'https://www.wolkwerk.nl/contact/', origin, historyState: null })).toBe('history-back');
  });

  it('goes back in history after an in-app navigation, whatever the referrer of the first page', () => {
    expect(backAction({ referrer: 'https://www.google.com/', origin, historyState: { key: '1732300000000' } })).toBe('history-back');
    expect(backAction({ referrer: '', origin, historyState: { key: '1732300000000' } })).toBe('history-back');
  });

  it('follows the link to / when the visitor came from another site', () => {
    expect(backAction({ referrer: 'https://www.google.com/', origin, historyState: null })).toBe('follow-link');
    // Same host, other scheme or port: another origin.
    expect(backAction({ referrer: 'http://www.wolkwerk.nl/contact/', origin, historyState: null })).toBe('follow-link');
  });

  it('follows the link to / when there is no referrer (a typed URL, a bookmark, a withheld referrer)', () => {
    expect(backAction({ referrer: '', origin, historyState: null })).toBe('follow-link');
    expect(backAction({ referrer: '', origin, historyState: { other: true } })).toBe('follow-link');
  });

  it('follows the link to / for a referrer that is no URL', () => {
    expect(backAction({ referrer: 'niet-een-url', origin, historyState: null })).toBe('follow-link');
  });
});
