import { createContext, useContext, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import type { FormValue, FormValues } from '../types';

/**
 * What ties a field component's controls to a form state. The field components never import
 * react-hook-form themselves: the engine (GravityForm) binds them to it, and the static form
 * (StaticGravityForm, painted by the server before the engine has loaded) binds them to its
 * default values alone. So one set of components gives both the same markup, and the page's
 * first load carries no react-hook-form.
 */
export interface FieldBinding {
  /** An uncontrolled control (text, select, radio): its name, and the engine's handlers. */
  register(name: string): RegisteredControl;
  /**
   * A field whose controls show a value the component computes (checkboxes, consent, list,
   * files). A hook: call it unconditionally, like any other.
   */
  useField(name: string): BoundField;
}

export interface RegisteredControl {
  name: string;
  onChange?: (event: ChangeEvent<HTMLElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLElement>) => unknown;
  ref?: Ref<never>;
  /** The static form's default for a text input or select (the engine sets it through its ref). */
  defaultValue?: string | string[];
}

export interface BoundField {
  value: FormValue;
  onChange(value: FormValue): void;
  onBlur?: () => void;
  ref?: Ref<never>;
  /**
   * true: the engine owns the value and the controls are controlled (`checked`, `value`).
   * false: the static form, whose controls keep what the visitor does (`defaultChecked`,
   * `defaultValue`) until the engine takes over and reads it from the DOM (handover.ts).
   */
  live: boolean;
}

/** The props of a checkbox that shows `checked`: controlled by the engine, the browser's own in the static form. */
export function checkedProps(bound: BoundField, checked: boolean, onChange: (checked: boolean) => void) {
  return bound.live
    ? { checked, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked), onBlur: bound.onBlur }
    : { defaultChecked: checked };
}

/** The props of a text input that shows `value`: controlled by the engine, the browser's own in the static form. */
export function valueProps(bound: BoundField, value: string, onChange: (value: string) => void) {
  return bound.live
    ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value), onBlur: bound.onBlur }
    : { defaultValue: value };
}

const ignore = () => undefined;

/** Defaults as a static control shows them: text and lists; nothing for a radio group's '' (a radio carries its own value). */
function staticDefault(value: FormValue): string | string[] | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (Array.isArray(value) && value.every((item): item is string => typeof item === 'string')) return value;
  return undefined;
}

/** The static form's binding: every control shows its default value and nothing is listened to. */
export function staticFieldBinding(values: FormValues): FieldBinding {
  return {
    register: (name) => ({ name, defaultValue: staticDefault(values[name]) }),
    // Not a hook in the static form, but called where the engine's is.
    useField: (name) => ({ value: values[name], onChange: ignore, live: false }),
  };
}

const FieldBindingContext = createContext<FieldBinding | null>(null);

export function FieldBindingProvider({ binding, children }: { binding: FieldBinding; children: ReactNode }) {
  return <FieldBindingContext.Provider value={binding}>{children}</FieldBindingContext.Provider>;
}

/** The binding of the form a field is rendered in (GravityForm's or StaticGravityForm's). */
export function useFieldBinding(): FieldBinding {
  const binding = useContext(FieldBindingContext);
  if (!binding) throw new Error('A form field renders inside GravityForm or StaticGravityForm.');
  return binding;
}
