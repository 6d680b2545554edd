import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { isRendered } from './conditions';
import type { FieldComponents } from './fields/types';
import { messagesFor } from './messages';
import type { FieldDefinition, FormDefinition, Language } from './types';
import { formLayout, inputName } from './values';
import { cssTheme } from '../styles/theme';

/** docs/behaviour/forms.md#submission-states: the page scrolls to the form 100 ms after a submission is done, with offset 0. */
export const SUBMIT_SCROLL_DELAY_MS = 100;
export const SUBMIT_SCROLL_OFFSET = 0;

/*
 * The markup a form shares in both its lives: painted by the server without the engine
 * (StaticGravityForm) and run by the engine (GravityForm). One set of parts, so the engine
 * takes over without a shift and hydration finds what the server wrote.
 */

export const FormRoot = styled.div`
  position: relative;
  scroll-margin-top: ${SUBMIT_SCROLL_OFFSET}px;
`;

export const FormElement = styled.form`
  display: grid;
  gap: ${cssTheme.space.lg};
`;

const Row = styled.div<{ $columns: 1 | 2 }>`
  display: grid;
  gap: ${cssTheme.space.lg};

  ${cssTheme.media.md} {
    ${({ $columns }) => ($columns === 2 ? 'grid-template-columns: repeat(2, minmax(0, 1fr));' : '')}
  }
`;

const StatusError = styled.p`
  margin: 0;
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.small};
  font-weight: 700;
  color: ${cssTheme.colors.warning};
  background: ${cssTheme.colors.warningBackground};
`;

/** The class a form element carries: `gform-{id}` (the site's and the tests' handle on a form). */
export const formClassName = (form: FormDefinition) => (form.formId ? `gform-${form.formId}` : undefined);

export interface FormRowsProps {
  form: FormDefinition;
  components: FieldComponents;
  /** The DOM id prefix of the fields: the same in the static form and the engine's. */
  idPrefix: string;
  /** The messages to show by input name. */
  errors: Record<string, string>;
  disabled: boolean;
  /** The fields conditional logic shows. */
  visible: Set<number>;
  sectionHeadingLevel: 3 | 4;
}

/** The form's fields in their layout (docs/behaviour/forms.md#field-layout): rows of one or two, each field by its component. */
export function FormRows({ form, components, idPrefix, errors, disabled, visible, sectionHeadingLevel }: FormRowsProps) {
  const renderField = (field: FieldDefinition): ReactNode => {
    const Component = components[field.type];
    if (!Component) return null;
    const name = inputName(field.id);
    return (
      <Component
        key={field.id}
        field={field}
        name={name}
        id={`${idPrefix}${name}`}
        errors={errors}
        disabled={disabled}
        headingLevel={sectionHeadingLevel}
      />
    );
  };
  return (
    <>
      {formLayout(form).rows.map((row) => {
        const fields = row.fields.filter((field) => isRendered(field, visible));
        if (fields.length === 0) return null;
        return fields.length > 1 ? (
          <Row key={fields.map((field) => field.id).join('-')} $columns={row.columns}>
            {fields.map(renderField)}
          </Row>
        ) : (
          renderField(fields[0]!)
        );
      })}
    </>
  );
}

export interface FormActionsProps {
  form: FormDefinition;
  language: Language;
  /** The status line shows 'Er ging iets fout' (docs/behaviour/forms.md#submission-states). */
  failed: boolean;
  disabled: boolean;
  busy: boolean;
  /** Beside the button: another way to reach the company (the static form's, see StaticGravityForm). */
  children?: ReactNode;
}

/** The status line and the submit button, with whatever stands beside the button. */
export function FormActions({ form, language, failed, disabled, busy, children }: FormActionsProps) {
  return (
    <>
      <div aria-live="polite">{failed && <StatusError>{messagesFor(language).submitError}</StatusError>}</div>
      <div>
        <Button type="submit" disabled={disabled} busy={busy}>
          {form.submitButton.text || 'Verstuur'}
        </Button>
        {children}
      </div>
    </>
  );
}
