/**
 * Malformed content must never break the build: every fixture block, broken in several ways
 * WordPress can break it (fields missing, lists with holes, empty strings, half-filled links
 * and images, unknown values), is server-rendered through FlexContent the way `gatsby build`
 * renders a page. Each must render (its fallback, or nothing) without throwing or logging errors.
 */
import { renderToString } from 'react-dom/server';
import { content } from '../../mocks/content/index';
import { toGatsbyBlock } from '../../mocks/content/gatsby-shape';
import { ThemeRoot } from '../styles/ThemeRoot';
import { FlexContent, type FlexBlock } from './FlexContent';
import { BlockWarningsContext } from './UnknownBlock';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Fields that pick the component stay; breaking them is the unknown-block case, tested elsewhere. */
const IDENTITY = new Set(['__typename', 'fieldGroupName', 'styletype']);

function mapFields(value: { [key: string]: Json }, map: (key: string, field: Json) => Json) {
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, IDENTITY.has(key) ? field : map(key, field)]));
}

function deep(value: Json, leaf: (value: Json) => Json): Json {
  if (Array.isArray(value)) return value.map((item) => deep(item, leaf));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, IDENTITY.has(key) ? item : deep(item, leaf)]));
  return leaf(value);
}

const BREAKAGES: Record<string, (block: { [key: string]: Json }) => Json> = {
  'every field null': (block) => mapFields(block, () => null),
  'every list empty': (block) => mapFields(block, (_key, field) => (Array.isArray(field) ? [] : field)),
  'lists with null holes': (block) => mapFields(block, (_key, field) => (Array.isArray(field) ? [null, ...field, null] : field)),
  'every nested value null': (block) => mapFields(block, (_key, field) => (field && typeof field === 'object' ? deep(field, () => null) : field)),
  'every string empty': (block) => deep(block, (leaf) => (typeof leaf === 'string' ? '' : leaf)),
  'unknown option values': (block) =>
    mapFields(block, (key, field) => (['view', 'position', 'theme', 'encloseType', 'type'].includes(key) ? 'onbekend' : field)),
};

const owners = [
  ...content.pages.map((page) => ({ name: page.uri, blocks: page.blocks })),
  ...content.posts.slice(0, 3).map((post) => ({ name: post.uri, blocks: post.blocks })),
  ...content.fragments.map((fragment) => ({ name: `fragment ${fragment.databaseId}`, blocks: fragment.blocks })),
];
// One of each layout (kind and styletype) is enough: the breakages are generic.
const seen = new Set<string>();
const samples = owners.flatMap(({ name, blocks }) =>
  blocks.flatMap((block) => {
    const key = `${block.kind}/${'styletype' in block ? block.styletype : ''}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ key, name, block: toGatsbyBlock(block) as unknown as { [key: string]: Json } }];
  }),
);

const page = { uri: '/kapot/', title: 'Kapotte inhoud', featuredImage: null, post: { date: 'geen datum', author: null, categories: [] } };

function serverRender(blocks: Json[], showWarnings = false) {
  return renderToString(
    <ThemeRoot>
      <BlockWarningsContext.Provider value={showWarnings}>
        <FlexContent blocks={blocks as unknown as FlexBlock[]} page={page} />
      </BlockWarningsContext.Provider>
    </ThemeRoot>,
  );
}

describe('broken fixtures', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('covers every layout the fixtures use', () => {
    expect(samples.length).toBeGreaterThanOrEqual(15);
  });

  describe.each(samples)('$key (from $name)', ({ block }) => {
    it.each(Object.keys(BREAKAGES))('renders with %s', (breakage) => {
      const broken = BREAKAGES[breakage]!(block);
      let html = '';
      expect(() => {
        html = serverRender([broken]);
      }).not.toThrow();
      // The page keeps its one h1 whatever the block made of it.
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });

  it('renders a whole page of broken blocks with the page title as its only h1', () => {
    const html = serverRender(samples.map(({ block }) => BREAKAGES['every field null']!(block)));
    expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
  });
});
