/**
 * @jest-environment node
 */
// The committed ACF JSON export (wordpress/acf-json) is what `npm run acf:export` generates from
// the current content model: change src/model/model.ts, run the export, commit both.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIELD_GROUPS } from '../src/model/model.ts';
import { acfCamelCase } from '../src/model/naming.ts';
import { ACF_JSON_DIR, acfJsonFiles } from './acf-json.ts';

const dir = path.join(process.cwd(), ACF_JSON_DIR);
const generated = acfJsonFiles();

type Node = { key?: string; name?: string; type?: string; sub_fields?: Node[]; layouts?: Record<string, Node>; fields?: Node[] };

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of [...(node.fields ?? []), ...(node.sub_fields ?? []), ...Object.values(node.layouts ?? {})]) yield* walk(child);
}

describe('wordpress/acf-json', () => {
  it('holds exactly the generated files', () => {
    const committed = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
    expect(committed).toEqual([...generated.keys()].sort());
  });

  it.each([...generated.keys()])('%s is what `npm run acf:export` writes now', (name) => {
    expect(readFileSync(path.join(dir, name), 'utf8')).toBe(generated.get(name));
  });

  it('gives every field and layout a unique key, and every group its GraphQL and REST settings', () => {
    const keys: string[] = [];
    for (const group of FIELD_GROUPS) {
      const json = JSON.parse(generated.get(`${group.key}.json`)!);
      expect(json).toMatchObject({ show_in_graphql: 1, show_in_rest: 1, graphql_field_name: group.graphqlFieldName });
      for (const node of walk(json)) if (node !== json) keys.push(node.key!);
      // Field names map back to the GraphQL names the fixture content uses.
      expect(json.fields.map((field: Node) => acfCamelCase(field.name!))).toEqual(group.fields.map((field) => acfCamelCase(field.name)));
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^(field|layout)_[a-z0-9_]+$/.test(key))).toBe(true);
  });
});
