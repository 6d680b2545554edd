import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useId, useMemo, useRef } from 'react';
import { FormProvider, useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import styled, { keyframes } from 'styled-components';
import type * as yup from 'yup';
import { visibleFieldIds } from './conditions';
import { FieldBindingProvider, type BoundField, type FieldBinding } from './fields/binding';
import { fieldComponents as builtInFieldComponents } from './fields/registry';
import type { FieldComponents } from './fields/types';
import { buildSchema } from './schema';
import { submitForm } from './submit';
import type { FormDefinition, FormValues, Language, SubmitResult } from './types';
import { initialValues } from './values';
import { FormActions, FormElement, FormRoot, FormRows, formClassName } from './FormMarkup';
import { useDoneInView, useHiddenErrorsCleared, useShownErrors, useStartValues, useSubmission } from './gravity-form-hooks';
import type { FormHandOver } from './handover';
import { cssTheme } from '../styles/theme';

export { SUBMIT_SCROLL_DELAY_MS, SUBMIT_SCROLL_OFFSET } from './FormMarkup';

export type { FormStatus } from './gravity-form-hooks';

/** Sends the values and tells what came of it (submit.ts's client in the site; stories and tests pass their own). */
export type FormSubmitter = (form: FormDefinition, values: FormValues) => Promise<SubmitResult>;

export interface GravityFormProps {
  /** Sends a submission (docs/behaviour/forms.md#the-request); by default the REST client of submit.ts. */
  submit?: FormSubmitter;
  /** The normalized definition (normalize.ts). */
  form: FormDefinition;
  /** Message language (docs/behaviour/forms.md#validation-messages): nl by default. */
  language?: Language;
  /** Extra or replacement field components by GF type, merged over the built-in ones. */
  fieldComponents?: FieldComponents;
  /** Custom schemas by input name, replacing the built ones (docs/behaviour/forms.md#validation). */
  schemaOverrides?: Record<string, yup.Schema>;
  /** Runs once a submission is accepted (docs/behaviour/forms.md#submission-states), with the result and the values sent. */
  onSubmitDone?: (result: Extract<SubmitResult, { status: 'done' }>, values: FormValues) => void;
  /** Scroll smoothly to the form after a submission is done (docs/behaviour/forms.md#submission-states). */
  scrollOnDone?: boolean;
  /** Level of section headings: one below the form's title. */
  sectionHeadingLevel?: 3 | 4;
  /**
   * Values to start from instead of the empty ones (the quotation's 'Probeer opnieuw' reopens
   * its form with what the visitor typed). They count as touched and are validated at once, so
   * the button is usable without typing again.
   */
  startValues?: FormValues | null;
  /**
   * What the visitor did in the server-painted form before the engine arrived (handover.ts):
   * those values replace the defaults, and the fields already left count as touched.
   */
  handOver?: FormHandOver | null;
  /** The fields' DOM id prefix: the static form's, so the engine's fields keep their ids (and focus). */
  idPrefix?: string;
  className?: string;
}

const spin = keyframes`
  to { transform: rotate(1turn); }
`;

/** Over the form while it is sent: the fields stay visible but cannot be used. */
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  border-radius: ${cssTheme.radii.small};
  background: ${cssTheme.colors.white};
  opacity: 0.7;
  cursor: progress;

  &::after {
    content: '';
    width: 3rem;
    height: 3rem;
    border: 4px solid ${cssTheme.colors.orange};
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} ${cssTheme.motion.duration.spin} ${cssTheme.motion.easing.linear} infinite;

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
`;

const Confirmation = styled.div`
  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${cssTheme.colors.focus};
    outline-offset: 4px;
  }

  & > :first-child,
  & > :first-child > :first-child {
    margin-top: 0;
  }

  & a {
    color: inherit;
  }
`;

/**
 * A Gravity Form generated from its definition (docs/behaviour/forms.md): react-hook-form with the
 * yup schema of the fields conditional logic shows, field components from a registry the caller
 * can extend, and the submission states initial → submitting → done or error.
 *
 * Errors show for touched fields only; a submit validates every field and sends only without
 * errors. The submit button is enabled when nothing is being sent, something was touched and no
 * error shows. While sending, an overlay covers the form, the form is aria-busy, the button busy
 * and the top progress bar runs. Done: the confirmation (sanitized, the sanitizer loaded only
 * now) replaces the form and takes focus, or a REDIRECT confirmation navigates. Error: 'Er ging
 * iets fout' with the values kept, and the server's validation messages on their fields.
 */
export default function GravityForm({
  form,
  submit = submitForm,
  language = 'nl',
  fieldComponents,
  schemaOverrides,
  onSubmitDone,
  scrollOnDone = false,
  sectionHeadingLevel = 3,
  startValues,
  handOver,
  idPrefix: givenIdPrefix,
  className,
}: GravityFormProps) {
  const ownIdPrefix = useId();
  const idPrefix = givenIdPrefix ?? ownIdPrefix;
  const rootRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const { status, confirmation, serverMessages, sending, send } = useSubmission({ form, submit, language, onSubmitDone });

  const components = useMemo(() => ({ ...builtInFieldComponents, ...fieldComponents }), [fieldComponents]);
  const resolver = useCallback<Resolver<FormValues>>(
    (values, context, options) =>
      yupResolver(buildSchema(form, { language, values, overrides: schemaOverrides }))(values, context, options),
    [form, language, schemaOverrides],
  );
  const methods = useForm<FormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: { ...initialValues(form, typeof window === 'undefined' ? null : window.location), ...handOver?.values },
  });
  const { control, formState, handleSubmit, clearErrors, register } = methods;
  const binding = useMemo<FieldBinding>(() => ({ register, useField: useEngineField }), [register]);
  useStartValues(methods, startValues, handOver);

  const values = useWatch({ control }) as FormValues;
  const visible = useMemo(() => visibleFieldIds(form, values), [form, values]);
  const submitting = status === 'submitting';
  useHiddenErrorsCleared(formState.errors, visible, clearErrors);
  const shownErrors = useShownErrors(formState, serverMessages, values, language);

  const touchedSomething = Object.keys(formState.touchedFields).length > 0;
  const hasErrors = Object.keys(formState.errors).length > 0;
  const canSubmit = !submitting && touchedSomething && !hasErrors;
  useDoneInView(status, confirmation, scrollOnDone, { root: rootRef, confirmation: confirmationRef });

  if (status === 'done') {
    return (
      <FormRoot ref={rootRef} className={className}>
        <div aria-live="polite">
          {confirmation !== null && <Confirmation ref={confirmationRef} tabIndex={-1} dangerouslySetInnerHTML={{ __html: confirmation }} />}
        </div>
      </FormRoot>
    );
  }

  return (
    <FormRoot ref={rootRef} className={className}>
      <FormProvider {...methods}>
        <FieldBindingProvider binding={binding}>
          <FormElement
            noValidate
            aria-busy={submitting || undefined}
            className={formClassName(form)}
            onSubmit={(event) => {
              if (sending.current) {
                event.preventDefault();
                return;
              }
              void handleSubmit(send)(event);
            }}
          >
            <FormRows
              form={form}
              components={components}
              idPrefix={idPrefix}
              errors={shownErrors}
              disabled={submitting}
              visible={visible}
              sectionHeadingLevel={sectionHeadingLevel}
            />
            <FormActions
              form={form}
              language={language}
              failed={status === 'error'}
              disabled={!canSubmit && !submitting}
              busy={submitting}
            />
          </FormElement>
        </FieldBindingProvider>
      </FormProvider>
      {submitting && <Overlay aria-hidden="true" data-testid="form-overlay" />}
    </FormRoot>
  );
}

/** The engine's binding of a field that shows a computed value: react-hook-form's controller. */
function useEngineField(name: string): BoundField {
  const { field } = useController({ name });
  return { value: field.value as BoundField['value'], onChange: field.onChange, onBlur: field.onBlur, ref: field.ref, live: true };
}
