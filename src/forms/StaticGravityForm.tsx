import { forwardRef, useMemo, type ReactNode } from 'react';
import { visibleFieldIds } from './conditions';
import { FieldBindingProvider, staticFieldBinding } from './fields/binding';
import { fieldComponents } from './fields/registry';
import { FormActions, FormElement, FormRoot, FormRows, formClassName } from './FormMarkup';
import type { FormDefinition } from './types';
import { defaultValues } from './values';

export interface StaticGravityFormProps {
  form: FormDefinition;
  /** The fields' DOM id prefix, handed on to the engine so its fields keep the ids. */
  idPrefix: string;
  sectionHeadingLevel?: 3 | 4;
  /**
   * Another way to reach the company, beside the button: shown without JavaScript
   * (`<noscript>`), or to everyone with `alternativeShown` (the engine could not load).
   */
  alternative?: ReactNode;
  alternativeShown?: boolean;
}

const noErrors: Record<string, string> = {};

/**
 * A Gravity Form painted without its engine: the server writes it into the page, and the
 * browser shows and hydrates it before react-hook-form and yup have loaded. The same parts as
 * the engine's form (FormMarkup, the field components through a static binding) in its first
 * state: the default values, no message, the button disabled (docs/behaviour/forms.md#submission-states: nothing touched yet).
 * Its controls are the browser's own, so what a visitor types stays in the DOM for the engine
 * to take over (handover.ts). Without JavaScript it cannot be sent; the alternative says how
 * else to reach the company.
 */
export const StaticGravityForm = forwardRef<HTMLFormElement, StaticGravityFormProps>(function StaticGravityForm(
  { form, idPrefix, sectionHeadingLevel = 3, alternative, alternativeShown = false },
  ref,
) {
  const values = useMemo(() => defaultValues(form), [form]);
  const binding = useMemo(() => staticFieldBinding(values), [values]);
  const visible = useMemo(() => visibleFieldIds(form, values), [form, values]);
  return (
    <FormRoot>
      <FieldBindingProvider binding={binding}>
        {/* Until the engine runs, a submit (the button is disabled, so only a script's) goes nowhere. */}
        <FormElement ref={ref} noValidate className={formClassName(form)} onSubmit={(event) => event.preventDefault()}>
          <FormRows
            form={form}
            components={fieldComponents}
            idPrefix={idPrefix}
            errors={noErrors}
            disabled={false}
            visible={visible}
            sectionHeadingLevel={sectionHeadingLevel}
          />
          <FormActions form={form} language="nl" failed={false} disabled busy={false}>
            {alternative && (alternativeShown ? alternative : <noscript>{alternative}</noscript>)}
          </FormActions>
        </FormElement>
      </FieldBindingProvider>
    </FormRoot>
  );
});
