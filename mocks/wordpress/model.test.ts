import { readFileSync } from 'node:fs';
import path from 'node:path';
import { content } from '../content/index';
import type { Content } from '../content/types';
import { createModel } from './model';
import { buildSchemaSdl } from './schema';

const schemaSdl = buildSchemaSdl(readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8'), __dirname);
const options = { baseUrl: 'http://127.0.0.1:8788', schemaSdl, mediaFiles: new Map() };

describe('schemaMd5', () => {
  it('is stable for the same schema and content', () => {
    expect(createModel(content, options).schemaMd5).toBe(createModel(structuredClone(content), options).schemaMd5);
  });

  it('changes when any content changes, so a warm Gatsby build refetches', () => {
    const changed: Content = structuredClone(content);
    changed.pages[0]!.title = `${changed.pages[0]!.title} (gewijzigd)`;
    expect(createModel(changed, options).schemaMd5).not.toBe(createModel(content, options).schemaMd5);
  });

  it('changes when the schema changes', () => {
    const other = createModel(content, { ...options, schemaSdl: `${schemaSdl}\n# changed` });
    expect(other.schemaMd5).not.toBe(createModel(content, options).schemaMd5);
  });
});
