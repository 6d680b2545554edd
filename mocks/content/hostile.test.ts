import { type AcfField } from '../../src/model/fields';
import { LAYOUTS } from '../../src/model/model';
import { acfCamelCase, graphqlNameOf } from '../../src/model/naming';
import { GRAVITY_FORMS_HTML_KEYS, hostileContent, TEXT_PAYLOAD, XSS_KIT } from './hostile';
import { content } from './index';
import type { GfForm } from './types';

const { content: hostile, filled } = hostileContent(content);

/** Every wysiwyg field of the content model as `<layout>.<path>` (repeaters and groups walked). */
function wysiwygPaths(fields: readonly AcfField[], at: string): string[] {
  return fields.flatMap((field) => {
    const key = `${at}.${graphqlNameOf(field)}`;
    if (field.type === 'wysiwyg') return [key];
    if (field.shape) return wysiwygPaths(field.shape.fields, key);
    return [];
  });
}

describe('hostileContent', () => {
  it('puts the XSS kit in every wysiwyg field the content model has that the fixtures use', () => {
    const modelFields = LAYOUTS.flatMap((layout) => wysiwygPaths(layout.fields, layout.name));
    expect(modelFields.length).toBeGreaterThan(8);
    const covered = new Set(
      filled
        .filter((entry) => entry.endsWith('(wysiwyg)'))
        .map((entry) =>
          entry
            .replace(/^(?:pages|posts|fragments)\[\d+\]\.blocks\[\d+\]/, '')
            .replace(/\[\d+\]/g, '')
            .replace(' (wysiwyg)', ''),
        ),
    );
    // The field paths within blocks the fixtures reach (a repeater no fixture block uses stays empty).
    const layoutOf = (path: string) => path.slice(path.indexOf('.'));
    const missing = modelFields.filter((path) => !covered.has(layoutOf(path)));
    expect(missing).toEqual([]);
  });

  it('leaves no wysiwyg value of any block without the kit', () => {
    const blocks = [...hostile.pages, ...hostile.posts, ...hostile.fragments].flatMap((owner) => owner.blocks);
    for (const block of blocks) {
      const layout = LAYOUTS.find((candidate) => acfCamelCase(candidate.name) === block.kind.toLowerCase())!;
      for (const path of wysiwygPaths(layout.fields, '').map((key) => key.slice(1).split('.'))) {
        const values: unknown[] = [];
        const walk = (value: unknown, keys: string[]): void => {
          if (Array.isArray(value)) return value.forEach((item) => walk(item, keys));
          if (keys.length === 0) return void values.push(value);
          if (value && typeof value === 'object') walk((value as Record<string, unknown>)[keys[0]!], keys.slice(1));
        };
        walk(block, path);
        for (const value of values) expect(value).toBe(XSS_KIT);
      }
    }
  });

  it('fills every Gravity Forms text a visitor reads; the HTML ones with the kit', () => {
    const form = hostile.forms.find((candidate) => candidate.fields.some((field) => field.type === 'consent'))!;
    expect(form.description).toBe(XSS_KIT);
    expect(form.title).toBe(TEXT_PAYLOAD);
    expect(form.submitButton.text).toBe(TEXT_PAYLOAD);
    for (const field of form.fields) {
      expect(field.label).toBe(TEXT_PAYLOAD);
      expect(field.description).toBe(XSS_KIT);
      for (const choice of field.choices ?? []) expect(choice.text).toBe(TEXT_PAYLOAD);
    }
    expect(form.fields.find((field) => field.type === 'consent')!.checkboxLabel).toBe(XSS_KIT);
    expect(
      hostile.forms
        .flatMap((candidate) => candidate.confirmations)
        .filter((item) => item.type === 'MESSAGE')
        .every((item) => item.message === XSS_KIT),
    ).toBe(true);
    expect(
      hostile.forms
        .flatMap((candidate) => candidate.confirmations)
        .filter((item) => item.type !== 'MESSAGE')
        .every((item) => /^javascript:/.test(item.url ?? '')),
    ).toBe(true);
    // Choice values steer the form and the stand-in's validation: unchanged.
    expect(
      hostile.forms
        .flatMap((candidate) => candidate.fields)
        .flatMap((field) => field.choices ?? [])
        .map((choice) => choice.value),
    ).toEqual(
      content.forms
        .flatMap((candidate) => candidate.fields)
        .flatMap((field) => field.choices ?? [])
        .map((choice) => choice.value),
    );
    expect([...GRAVITY_FORMS_HTML_KEYS].sort()).toEqual(['checkboxLabel', 'content', 'description', 'message']);
  });

  it('refuses a Gravity Forms string setting it does not know, so a new one is classified', () => {
    const form = structuredClone(content.forms[0]!) as GfForm & { fields: (GfForm['fields'][number] & { newSetting?: string })[] };
    form.fields[0]!.newSetting = 'text';
    expect(() => hostileContent({ ...content, forms: [form] })).toThrow(/fields\[0\]\.newSetting: a Gravity Forms string setting/);
  });

  it('does not touch the fixtures', () => {
    expect(JSON.stringify(content)).not.toContain('xss:');
  });
});
