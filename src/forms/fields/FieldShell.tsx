import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { FieldDefinition } from '../types';
import { descriptionId, errorId } from './ids';
import { Description, ErrorText, FieldSet, FieldWrapper, Label, Legend, RequiredMark } from './styles';

export interface FieldShellProps {
  field: FieldDefinition;
  /** The field's DOM id: the control's id (single control) or the fieldset's (group). */
  id: string;
  /** The message shown below the label, '' for none. */
  error: string | undefined;
  /** A group of controls (radios, checkboxes, sub-inputs) gets a fieldset and legend instead of a label. */
  group?: boolean;
  children: ReactNode;
}

/** The label's text and the visible required mark (the controls say "required" themselves). */
function LabelText({ field }: { field: FieldDefinition }) {
  return (
    <>
      {field.label}
      {field.isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </>
  );
}

/**
 * What every field shares (docs/behaviour/forms.md#the-form-definition, #when-messages-show): the label (visually hidden for hidden_label fields,
 * still read out), the error message right below it, the description (HTML sanitized at build
 * time) and the control. The control links the error and description with aria-describedby.
 */
export function FieldShell({ field, id, error, group = false, children }: FieldShellProps) {
  const label = field.labelHidden ? (
    <VisuallyHidden>
      <LabelText field={field} />
    </VisuallyHidden>
  ) : (
    <LabelText field={field} />
  );
  const details = (
    <>
      {error && <ErrorText id={errorId(id)}>{error}</ErrorText>}
      {field.description && <Description id={descriptionId(id)} dangerouslySetInnerHTML={{ __html: field.description }} />}
    </>
  );
  if (group) {
    return (
      <FieldSet id={id} className={field.cssClass || undefined} data-field-id={field.id}>
        <Legend>{label}</Legend>
        {details}
        {children}
      </FieldSet>
    );
  }
  return (
    <FieldWrapper className={field.cssClass || undefined} data-field-id={field.id}>
      <Label htmlFor={id}>{label}</Label>
      {details}
      {children}
    </FieldWrapper>
  );
}
