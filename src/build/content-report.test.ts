/**
 * @jest-environment node
 *
 * The content report (content-report.ts) from a GraphQL answer, its file captured instead of written;
 * its query checked against the committed schema (src/gatsby-schema.graphql). The end-to-end check is
 * e2e/sourcing.e2e.ts, which reads the file a build wrote.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import type { GraphqlRunner } from './gatsby-api';
import { writeContentReport } from './content-report';

jest.mock('node:fs', () => ({
  ...jest.requireActual<typeof import('node:fs')>('node:fs'),
  mkdirSync: jest.fn(),
  writeFileSync: jest.fn(),
}));

const count = (totalCount: number) => ({ totalCount });
const blocks = (...flex: ({ __typename: string; styletype: string | null } | null)[]) => ({ flexContent: { flex } });

const answer = {
  pages: count(3),
  posts: count(30),
  categories: count(4),
  mediaItems: count(12),
  packages: count(5),
  forms: count(2),
  fragments: count(1),
  contentTypes: count(9),
  imageFiles: count(11),
  pageBlocks: {
    nodes: [
      blocks({ __typename: 'WpFlexContentLayout', styletype: 'enclose' }, null, { __typename: 'WpFlexBannerLayout', styletype: null }),
      { flexContent: null },
      { flexContent: { flex: null } },
    ],
  },
  postBlocks: {
    nodes: [blocks({ __typename: 'WpFlexContentLayout', styletype: 'enclose' }, { __typename: 'WpFlexAccordionLayout', styletype: 'faq' })],
  },
  formFields: {
    nodes: [
      { formFields: { nodes: [{ type: 'text' }, { type: 'email' }] } },
      { formFields: null },
      { formFields: { nodes: [{ type: 'text' }] } },
    ],
  },
  wp: { siteSettings: { siteOptions: { info: { phonenumber: '+31 20 000 0000' } } } },
};

function runner(result: { data?: unknown; errors?: unknown }) {
  return jest.fn(async () => result) as unknown as GraphqlRunner & jest.Mock;
}
function reporter() {
  return { info: jest.fn(), warn: jest.fn() };
}
function written(): unknown {
  const calls = jest.mocked(writeFileSync).mock.calls;
  expect(calls).toHaveLength(1);
  expect(String(calls[0]![0])).toBe(path.resolve('.data/build/content-report.json'));
  return JSON.parse(String(calls[0]![1]));
}

beforeEach(() => {
  jest.mocked(writeFileSync).mockClear();
  jest.mocked(mkdirSync).mockClear();
});

describe('writeContentReport', () => {
  it('writes the counts in the query’s order, the layouts and form field types sorted and once each, and the site settings', async () => {
    const log = reporter();
    await writeContentReport(runner({ data: answer }), log);

    expect(mkdirSync).toHaveBeenCalledWith(path.resolve('.data/build'), { recursive: true });
    const report = written();
    expect(report).toEqual({
      counts: { pages: 3, posts: 30, categories: 4, mediaItems: 12, packages: 5, forms: 2, fragments: 1, contentTypes: 9, imageFiles: 11 },
      layouts: ['FlexAccordionLayout/faq', 'FlexBannerLayout', 'FlexContentLayout/enclose'],
      formFieldTypes: ['email', 'text'],
      siteSettings: { info: { phonenumber: '+31 20 000 0000' } },
    });
    expect(Object.keys((report as { counts: object }).counts)).toEqual([
      'pages',
      'posts',
      'categories',
      'mediaItems',
      'packages',
      'forms',
      'fragments',
      'contentTypes',
      'imageFiles',
    ]);
    expect(jest.mocked(writeFileSync).mock.calls[0]![1]).toMatch(/^\{\n {2}"counts": \{\n[\s\S]*\}\n$/);
    expect(log.info).toHaveBeenCalledWith(
      'Sourced from WordPress: 3 pages, 30 posts, 4 categories, 12 mediaItems, 5 packages, 2 forms, 1 fragments, 9 contentTypes, 11 imageFiles',
    );
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('writes empty lists and null site settings when WordPress has no blocks, forms or settings', async () => {
    const empty = { ...answer, pageBlocks: { nodes: [] }, postBlocks: { nodes: [] }, formFields: { nodes: [] }, wp: null };
    await writeContentReport(runner({ data: empty }), reporter());
    expect(written()).toMatchObject({ layouts: [], formFieldTypes: [], siteSettings: null });

    jest.mocked(writeFileSync).mockClear();
    await writeContentReport(runner({ data: { ...empty, wp: { siteSettings: null } } }), reporter());
    expect(written()).toMatchObject({ siteSettings: null });
  });

  it('warns and writes nothing when the query fails', async () => {
    const log = reporter();
    await writeContentReport(runner({ errors: [{ message: 'Cannot query field "allWpPackage"' }] }), log);
    await writeContentReport(runner({}), log);

    expect(writeFileSync).not.toHaveBeenCalled();
    expect(log.warn.mock.calls).toEqual([
      ['Could not write the content report: [{"message":"Cannot query field \\"allWpPackage\\""}]'],
      ['Could not write the content report: undefined'],
    ]);
    expect(log.info).not.toHaveBeenCalled();
  });

  it('asks a query the site’s schema answers', async () => {
    const graphql = runner({ errors: ['stop'] });
    await writeContentReport(graphql, reporter());
    const query = String(graphql.mock.calls[0]![0]);
    const schema = buildSchema(readFileSync(path.join(__dirname, '../gatsby-schema.graphql'), 'utf8'), { assumeValidSDL: true });
    expect(validate(schema, parse(query))).toEqual([]);
  });
});
