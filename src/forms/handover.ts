/**
 * The hand-over from the server-painted form to the engine: what the visitor typed, chose or
 * checked in the static form before the engine had loaded is read from the DOM, so the engine
 * starts from it (GravityForm's `handOver`) and sends it; and the focus and caret move to the
 * same control of the engine's form.
 */
import type { FieldDefinition, FormDefinition, FormValue, FormValues } from './types';
import { defaultValues, hasSubInputValues, inputName, isDisplayOnly, visibleInputs } from './values';

export interface FormHandOver {
  /** The values the visitor changed (the others keep the engine's own defaults and prefill). */
  values: FormValues;
  /** Input names the visitor changed and has left: touched, so their messages show as they would have. */
  touched: string[];
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  // Input names are `input_` and digits (values.ts inputName): nothing to escape.
  return Array.from(form.querySelectorAll<Control>(`[name="${name}"]`));
}

/** The value of a single control (text, textarea, select, multiselect). */
function controlValue(control: Control | undefined, multiple: boolean): FormValue {
  if (!control) return undefined;
  if (multiple && control instanceof HTMLSelectElement) return Array.from(control.selectedOptions, (option) => option.value);
  return control.value;
}

/** A list field's cells, by row, from its inputs' data-row and order (ListField's markup). */
function listValue(form: HTMLFormElement, field: FieldDefinition): FormValue {
  const container = form.querySelector(`[data-field-id="${field.id}"]`);
  if (!container) return undefined;
  const rows = new Map<string, string[]>();
  for (const input of Array.from(container.querySelectorAll<HTMLInputElement>('input[data-row]'))) {
    const row = input.dataset.row ?? '0';
    rows.set(row, [...(rows.get(row) ?? []), input.value]);
  }
  const cells = [...rows.values()];
  if (!cells.some((row) => row.some((cell) => cell !== ''))) return undefined;
  return field.hasColumns && field.columns.length > 0 ? cells : cells.map((row) => row[0] ?? '');
}

/** A field's value or values in the DOM, by input name (undefined: not in the DOM or not changed). */
function fieldValues(form: HTMLFormElement, field: FieldDefinition): [string, FormValue][] {
  const name = inputName(field.id);
  if (hasSubInputValues(field)) {
    return visibleInputs(field).map((input) => [inputName(input.id), controlValue(controlsNamed(form, inputName(input.id))[0], false)]);
  }
  const controls = controlsNamed(form, name);
  switch (field.type) {
    case 'checkbox':
      if (controls.length === 0) return [];
      return [
        [
          name,
          controls
            .filter((control) => control instanceof HTMLInputElement && control.checked)
            .map((control) => control.value)
            .join(','),
        ],
      ];
    case 'radio':
      if (controls.length === 0) return [];
      return [[name, controls.find((control) => control instanceof HTMLInputElement && control.checked)?.value ?? '']];
    case 'consent':
      // Checked or not given: the engine's default is '' (values.ts), not false.
      return controls[0] instanceof HTMLInputElement && controls[0].checked ? [[name, true]] : [];
    case 'fileupload': {
      const files = controls[0] instanceof HTMLInputElement ? Array.from(controls[0].files ?? []) : [];
      if (files.length === 0) return [];
      return [[name, field.canAcceptMultipleFiles ? files : files[0]!]];
    }
    case 'list':
      return [[name, listValue(form, field)]];
    default:
      return [[name, controlValue(controls[0], field.type === 'multiselect')]];
  }
}

/** Text, lists and booleans compare by content; a file is never a default. */
const sameValue = (a: FormValue, b: FormValue) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The input name a control of the form stands for: its own name, or its field's (a list's cells
 * have none); null outside the form's fields (the button).
 */
export function controlName(form: HTMLFormElement, element: Element | null): string | null {
  if (!element || !form.contains(element)) return null;
  const named = element.getAttribute('name');
  if (named) return named;
  const fieldId = element.closest('[data-field-id]')?.getAttribute('data-field-id');
  return fieldId ? inputName(fieldId) : null;
}

/**
 * What the visitor did in the static form: every value that differs from the default the
 * static form showed (a chosen file always does), and of those the ones whose control the
 * visitor has left; and the controls the visitor has left (`left`, from focusout) even unchanged:
 * touched, so an empty required field shows its message as the engine's own would.
 */
export function readHandOver(form: HTMLFormElement, definition: FormDefinition, left: Iterable<string> = []): FormHandOver {
  const defaults = defaultValues(definition);
  const focused = controlName(form, form.ownerDocument.activeElement);
  const values: FormValues = {};
  for (const field of definition.fields) {
    if (isDisplayOnly(field)) continue;
    for (const [name, value] of fieldValues(form, field)) {
      if (value !== undefined && !sameValue(value, defaults[name])) values[name] = value;
    }
  }
  const touched = new Set([...left, ...Object.keys(values).filter((name) => name !== focused)]);
  return { values, touched: [...touched] };
}

/** Where the focus and the caret were in the static form. */
export interface FocusState {
  id: string;
  selection: [number, number] | null;
}

export function captureFocus(root: HTMLElement): FocusState | null {
  const active = root.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active) || !active.id) return null;
  let selection: [number, number] | null = null;
  try {
    if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.selectionStart !== null) {
      selection = [active.selectionStart, active.selectionEnd ?? active.selectionStart];
    }
  } catch {
    // Inputs without a caret (e-mail, number) throw on selectionStart in some browsers.
  }
  return { id: active.id, selection };
}

/** Gives the focus (and caret) back to the control with the same id, now the engine's. */
export function restoreFocus(state: FocusState | null, document: Document = window.document): void {
  if (!state) return;
  const element = document.getElementById(state.id);
  if (!element || element === document.activeElement) return;
  element.focus({ preventScroll: true });
  if (state.selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    try {
      element.setSelectionRange(...state.selection);
    } catch {
      // An input type without a caret: the focus is what matters.
    }
  }
}
