import type { ComponentType } from 'react';
import type { FieldDefinition, FieldType } from '../types';

/** What the form gives every field component. */
export interface FieldProps {
  field: FieldDefinition;
  /** The field's input name: `input_{id}` (docs/behaviour/forms.md#form-state). */
  name: string;
  /** A DOM id unique on the page; the field's label, description and error ids derive from it. */
  id: string;
  /**
   * Messages to show, by input name (the field's own `input_{id}` and its sub-inputs'
   * `input_{id}_{n}`): only for touched fields or after a submit, already in the form's language.
   */
  errors: Record<string, string>;
  /** True while the form is being sent: every control is disabled. */
  disabled: boolean;
  /** Level of a section field's heading: one below the form's title. */
  headingLevel: 3 | 4;
}

export type FieldComponent = ComponentType<FieldProps>;

/**
 * Field components by Gravity Forms type. Callers extend it with their own types
 * (`<GravityForm fieldComponents={{ rating: RatingField }} />`); an entry overrides the built-in one.
 */
export type FieldComponents = Partial<Record<FieldType, FieldComponent>>;
