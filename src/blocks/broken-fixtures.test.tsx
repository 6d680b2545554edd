/**
 * Malformed content must never break the build: every layout's named examples
 * (mocks/content/examples), and its default example broken in every way WordPress can break it
 * (the broken variants: fields missing, lists with holes, empty strings, half-filled links and
 * images, unknown option values), are server-rendered through FlexContent the way
 * `gatsby build` renders a page. Each must render (its fallback, or nothing) without throwing
 * or logging errors.
 */
import { renderToString } from 'react-dom/server';
import { content } from '../../mocks/content/index';
import { allBlockExamples, BROKEN_VARIANT_NAMES, breakBlock, exampleContent } from '../../mocks/content/examples/index';
import { toGatsbyBlock, type GatsbyBlock } from '../../mocks/content/gatsby-shape';
import { ThemeRoot } from '../styles/ThemeRoot';
import { FlexContent } from './FlexContent';
import { BlockWarningsContext } from './UnknownBlock';

const examples = allBlockExamples().map((example) => ({
  ...example,
  gatsby: toGatsbyBlock(example.block, 'Page', { content: exampleContent }),
}));
const defaults = examples.filter((example) => example.name === 'default');

const brokenCases = defaults.flatMap(({ layout, gatsby }) =>
  BROKEN_VARIANT_NAMES.flatMap((variant) => {
    const broken = breakBlock(gatsby, variant);
    return JSON.stringify(broken) === JSON.stringify(gatsby) ? [] : [{ layout, variant, broken }];
  }),
);

const page = { uri: '/kapot/', title: 'Kapotte inhoud', featuredImage: null, post: { date: 'geen datum', author: null, categories: [] } };

function serverRender(blocks: GatsbyBlock[], showWarnings = false) {
  return renderToString(
    <ThemeRoot>
      <BlockWarningsContext.Provider value={showWarnings}>
        <FlexContent blocks={blocks} page={page} />
      </BlockWarningsContext.Provider>
    </ThemeRoot>,
  );
}

const h1Count = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;

/**
 * Layouts ('Kind/styletype') the site renders (every Posts layout included). The examples
 * name the Fragment layout 'Fragment/': it has one style ('default'), so its examples are not by style.
 */
const RENDERED_POSTS_LAYOUTS: readonly string[] = ['posts_latest', 'posts_blog', 'posts_package_prices', 'posts_package_quotation'];

function layoutsInFixtures() {
  const owners = [...content.pages, ...content.posts, ...content.fragments];
  const layouts = owners.flatMap(({ blocks }) =>
    blocks
      .filter((block) => block.kind !== 'Posts' || RENDERED_POSTS_LAYOUTS.includes(block.styletype))
      .map((block) => (block.kind === 'Fragment' ? 'Fragment/' : `${block.kind}/${block.styletype}`)),
  );
  return [...new Set(layouts)].sort();
}

describe('broken fixtures', () => {
  let consoleError: jest.SpyInstance;
  // A lazily loaded block (the price carousel) suspends on its first render: the site's server
  // render waits for it, renderToString does not. One render starts the loading; then it renders.
  beforeAll(async () => {
    serverRender(examples.map((example) => example.gatsby));
    for (let tick = 0; tick < 10; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('has examples for every layout the fixtures use', () => {
    expect([...new Set(defaults.map((example) => example.layout))].sort()).toEqual(expect.arrayContaining(layoutsInFixtures()));
  });

  it.each(examples.map((example) => [`${example.layout} ${example.name}`, example.gatsby] as const))(
    'renders the %s example with one h1 and no errors',
    (_name, block) => {
      const html = serverRender([block]);
      expect(html).toContain(`data-block="${block.__typename.split('_').pop()}/`);
      expect(h1Count(html)).toBe(1);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it.each(BROKEN_VARIANT_NAMES)('breaks some layout with %s (each variant has something to break)', (variant) => {
    expect(brokenCases.filter((broken) => broken.variant === variant).length).toBeGreaterThan(0);
  });

  // Only the variants that change a layout's default example: the others would prove nothing.
  it.each(brokenCases.map(({ layout, variant, broken }) => [layout, variant, broken] as const))(
    'renders %s with %s',
    (_layout, _variant, broken) => {
      let html = '';
      expect(() => {
        html = serverRender([broken]);
      }).not.toThrow();
      // The page keeps its one h1 whatever the block made of it.
      expect(h1Count(html)).toBe(1);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('renders a whole page of broken blocks with the page title as its only h1', () => {
    const html = serverRender(defaults.map(({ gatsby }) => breakBlock(gatsby, 'every field null')));
    expect(h1Count(html)).toBe(1);
    expect(html).toContain('Kapotte inhoud');
  });
});
