import { activeFields, evaluateLogic, isValueMatch, visibleFieldIds } from './conditions';
import type { ConditionalLogic, ConditionalOperator } from './types';
import { choices, field, form } from '../../mocks/testing/forms';

const logic = (
  rules: [string, ConditionalOperator, string][],
  logicType: 'ALL' | 'ANY' = 'ALL',
  actionType: 'SHOW' | 'HIDE' = 'SHOW',
): ConditionalLogic => ({
  actionType,
  logicType,
  rules: rules.map(([fieldId, operator, value]) => ({ fieldId, operator, value })),
});

describe('isValueMatch (GF is_value_match / matches_operation)', () => {
  it.each<[string | string[], string, ConditionalOperator, boolean]>([
    ['Een offerte', 'Een offerte', 'IS', true],
    ['een OFFERTE', 'Een offerte', 'IS', true],
    ['Gebeld worden', 'Een offerte', 'IS', false],
    ['', '', 'IS', true],
    ['Gebeld worden', 'Een offerte', 'IS_NOT', true],
    ['Een offerte', 'Een offerte', 'IS_NOT', false],
    ['', 'Een offerte', 'IS_NOT', true],
    [['VPS', 'Cloud PC'], 'Cloud PC', 'IS', true],
    [['VPS'], 'Cloud PC', 'IS', false],
    [['VPS', 'Cloud PC'], 'Cloud PC', 'IS_NOT', false],
    [['VPS'], 'Cloud PC', 'IS_NOT', true],
    [[], 'Cloud PC', 'IS_NOT', true],
    ['12', '10', 'GREATER_THAN', true],
    ['8', '10', 'LESS_THAN', true],
    ['migratie naar 365', '365', 'CONTAINS', true],
    ['migratie', 'mig', 'STARTS_WITH', true],
    ['migratie', 'tie', 'ENDS_WITH', true],
  ])('%j %s %j → %s', (value, target, operator, expected) => {
    expect(isValueMatch(value, target, operator)).toBe(expected);
  });
});

describe('evaluateLogic', () => {
  const values: Record<string, string> = { '1': 'ja', '2': 'nee' };
  const valueOf = (id: string) => values[id] ?? '';
  it.each<[string, ConditionalLogic | null, boolean]>([
    ['no logic shows', null, true],
    [
      'ALL: every rule holds',
      logic([
        ['1', 'IS', 'ja'],
        ['2', 'IS', 'nee'],
      ]),
      true,
    ],
    [
      'ALL: one rule fails',
      logic([
        ['1', 'IS', 'ja'],
        ['2', 'IS', 'ja'],
      ]),
      false,
    ],
    [
      'ANY: one rule holds',
      logic(
        [
          ['1', 'IS', 'nee'],
          ['2', 'IS', 'nee'],
        ],
        'ANY',
      ),
      true,
    ],
    [
      'ANY: no rule holds',
      logic(
        [
          ['1', 'IS', 'nee'],
          ['2', 'IS', 'ja'],
        ],
        'ANY',
      ),
      false,
    ],
    ['HIDE when all hold', logic([['1', 'IS', 'ja']], 'ALL', 'HIDE'), false],
    ['HIDE not holding shows', logic([['1', 'IS_NOT', 'ja']], 'ALL', 'HIDE'), true],
  ])('%s', (_name, rules, expected) => {
    expect(evaluateLogic(rules, valueOf)).toBe(expected);
  });
});

describe('visibleFieldIds', () => {
  const definition = form([
    field({ id: 1, type: 'radio', choices: choices('ja', 'nee') }),
    field({ id: 2, type: 'text', conditionalLogic: logic([['1', 'IS', 'ja']]) }),
    // Nested: 3 reads 2, which is hidden unless 1 is 'ja'.
    field({ id: 3, type: 'text', conditionalLogic: logic([['2', 'IS_NOT', '']]) }),
    field({ id: 4, type: 'checkbox', choices: choices('VPS', 'Cloud PC') }),
    field({ id: 5, type: 'text', conditionalLogic: logic([['4', 'IS', 'Cloud PC']]) }),
    field({ id: 6, type: 'section', conditionalLogic: logic([['1', 'IS', 'nee']]) }),
    field({ id: 7, type: 'text' }),
    field({ id: 8, type: 'text', visibility: 'HIDDEN' }),
  ]);

  it('shows a field only while its rule holds', () => {
    expect(visibleFieldIds(definition, { input_1: 'ja' }).has(2)).toBe(true);
    expect(visibleFieldIds(definition, { input_1: 'nee' }).has(2)).toBe(false);
  });

  it('reads a hidden field as empty (nested visibility)', () => {
    expect(visibleFieldIds(definition, { input_1: 'ja', input_2: 'x' }).has(3)).toBe(true);
    expect(visibleFieldIds(definition, { input_1: 'nee', input_2: 'x' }).has(3)).toBe(false);
  });

  it('matches a checkbox group by any chosen value (comma-joined state)', () => {
    expect(visibleFieldIds(definition, { input_4: 'VPS,Cloud PC' }).has(5)).toBe(true);
    expect(visibleFieldIds(definition, { input_4: 'VPS' }).has(5)).toBe(false);
  });

  it('hides the fields of a hidden section (GF is_field_hidden)', () => {
    expect(visibleFieldIds(definition, { input_1: 'nee' }).has(7)).toBe(true);
    expect(visibleFieldIds(definition, { input_1: 'ja' }).has(7)).toBe(false);
  });

  it('leaves out HIDDEN-visibility fields from the active fields', () => {
    expect(activeFields(definition, { input_1: 'nee' }).map((item) => item.id)).toEqual([1, 3, 4, 6, 7].filter((id) => id !== 3));
  });

  it('treats a cycle as hidden instead of looping', () => {
    const cyclic = form([
      field({ id: 1, type: 'text', conditionalLogic: logic([['2', 'IS', '']]) }),
      field({ id: 2, type: 'text', conditionalLogic: logic([['1', 'IS', '']]) }),
    ]);
    expect(() => visibleFieldIds(cyclic, {})).not.toThrow();
  });
});
