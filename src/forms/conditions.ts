/**
 * Gravity Forms conditional logic on the form state (docs/behaviour/forms.md#conditional-logic), evaluated as GF 2.8.7 evaluates it on the server
 * (forms_model.php, GFFormsModel):
 * - `evaluate_conditional_logic` (l. 8017–8067): ALL = every rule matches, ANY = at least one;
 *   SHOW shows when that holds, HIDE hides when it holds.
 * - `is_value_match` (l. 3629–3670): an array value (checkbox, multiselect) matches IS when any
 *   item matches, IS_NOT only when no item matches; `matches_operation` (l. 3698–3755) compares
 *   lower-cased strings.
 * - `is_field_hidden` (l. 3517–3552): a field in a hidden section is hidden too.
 * Hidden fields are not sent (body.ts), so GF sees their value as empty; a rule that reads a
 * hidden field therefore reads '' here as well (nested visibility agrees with the server).
 */
import type { ConditionalLogic, ConditionalOperator, FieldDefinition, FormDefinition, FormValue, FormValues } from './types';
import { checkboxSelection, inputName } from './values';

/** GF's `matches_operation` (forms_model.php l. 3698). */
export function matchesOperation(fieldValue: string, target: string, operator: ConditionalOperator): boolean {
  const value = fieldValue.trim() === '' ? '' : fieldValue.toLowerCase();
  const expected = target.trim() === '' ? '' : target.toLowerCase();
  switch (operator) {
    case 'IS':
      return value === expected;
    case 'IS_NOT':
      return value !== expected;
    case 'GREATER_THAN':
      return toFloat(value) > toFloat(expected);
    case 'LESS_THAN':
      return toFloat(value) < toFloat(expected);
    case 'CONTAINS':
      return expected !== '' && value.includes(expected);
    case 'STARTS_WITH':
      return expected !== '' && value.startsWith(expected);
    case 'ENDS_WITH':
      return value.endsWith(expected === '' ? '0' : expected);
    default:
      return false;
  }
}

function toFloat(text: string): number {
  const number = parseFloat(text.replace(',', '.'));
  return Number.isNaN(number) ? 0 : number;
}

/** The values a rule compares: one string, or several for checkbox/multiselect. */
function ruleValues(field: FieldDefinition | undefined, value: FormValue): string | string[] {
  if (field?.type === 'checkbox') return checkboxSelection(value);
  if (field?.type === 'consent') return value === true || value === '1' || value === 'true' ? '1' : '';
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** GF's `is_value_match` (forms_model.php l. 3629) for the engine's value shapes. */
export function isValueMatch(value: string | string[], target: string, operator: ConditionalOperator): boolean {
  if (!Array.isArray(value)) return matchesOperation(value, target, operator);
  const matches = value.filter((item) => matchesOperation(item, target, operator)).length;
  const mustMatchAll = (operator === 'IS_NOT' && target.trim() !== '') || (operator === 'IS' && target.trim() === '');
  return mustMatchAll ? matches === value.length : matches > 0;
}

/** Whether a field's logic lets it show, given a lookup of the (visibility-aware) rule values. */
export function evaluateLogic(logic: ConditionalLogic | null, valueOf: (fieldId: string) => string | string[]): boolean {
  if (!logic || logic.rules.length === 0) return true;
  const matches = logic.rules.filter((rule) => isValueMatch(valueOf(rule.fieldId), rule.value, rule.operator)).length;
  const holds = logic.logicType === 'ANY' ? matches > 0 : matches === logic.rules.length;
  return logic.actionType === 'HIDE' ? !holds : holds;
}

/** The section each field belongs to (GF's `get_section`, forms_model.php l. 3597). */
function sections(definition: FormDefinition): Map<number, FieldDefinition> {
  const owner = new Map<number, FieldDefinition>();
  let current: FieldDefinition | undefined;
  for (const field of definition.fields) {
    if (field.type === 'section') current = field;
    else if (current) owner.set(field.id, current);
  }
  return owner;
}

/**
 * The ids of the fields conditional logic shows for these values. Fields with visibility
 * HIDDEN/ADMINISTRATIVE are a separate matter (not rendered, see `isRendered`) and are included
 * here when their logic holds. A cycle in the rules (A reads B reads A) counts as hidden.
 */
export function visibleFieldIds(definition: FormDefinition, values: FormValues): Set<number> {
  const byId = new Map(definition.fields.map((field) => [field.id, field]));
  const sectionOf = sections(definition);
  const state = new Map<number, 'pending' | boolean>();

  const isShown = (field: FieldDefinition): boolean => {
    const known = state.get(field.id);
    if (known === 'pending') return false;
    if (known !== undefined) return known;
    state.set(field.id, 'pending');
    const section = sectionOf.get(field.id);
    const shown = (!section || isShown(section)) && evaluateLogic(field.conditionalLogic, valueOf);
    state.set(field.id, shown);
    return shown;
  };

  const valueOf = (ruleFieldId: string): string | string[] => {
    const [fieldPart] = ruleFieldId.split('.');
    const source = byId.get(Number(fieldPart));
    if (source && !isShown(source)) return '';
    return ruleValues(source, values[inputName(ruleFieldId)]);
  };

  const visible = new Set<number>();
  for (const field of definition.fields) if (isShown(field)) visible.add(field.id);
  return visible;
}

/** Rendered at all: not HIDDEN/ADMINISTRATIVE (docs/behaviour/forms.md#the-form-definition) and shown by conditional logic. */
export function isRendered(field: FieldDefinition, visible: Set<number>): boolean {
  return field.visibility === 'VISIBLE' && visible.has(field.id);
}

/** The fields that count for validation and the body: rendered, with a value (not section/html). */
export function activeFields(definition: FormDefinition, values: FormValues): FieldDefinition[] {
  const visible = visibleFieldIds(definition, values);
  return definition.fields.filter((field) => isRendered(field, visible));
}
