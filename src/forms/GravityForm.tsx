import { yupResolver } from '@hookform/resolvers/yup';
import { navigate } from 'gatsby';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import styled, { keyframes } from 'styled-components';
import type * as yup from 'yup';
import { withProgress } from '../lib/progress';
import { Button } from '../ui/Button';
import { isRendered, visibleFieldIds } from './conditions';
import { fieldComponents as builtInFieldComponents } from './fields/registry';
import type { FieldComponents } from './fields/types';
import { messagesFor, translateMessage } from './messages';
import { sanitizeConfirmation } from './confirmation-html';
import { buildSchema } from './schema';
import { submitForm } from './submit';
import type { FieldDefinition, FormDefinition, FormValues, Language, SubmitResult, ValidationMessages } from './types';
import { formLayout, initialValues, inputName } from './values';
import { cssTheme } from '../styles/theme';

/** Spec §9: the page scrolls to the form 100 ms after a submission is done, with offset 0. */
export const SUBMIT_SCROLL_DELAY_MS = 100;
export const SUBMIT_SCROLL_OFFSET = 0;

export type FormStatus = 'initial' | 'submitting' | 'done' | 'error';

/** Sends the values and tells what came of it (submit.ts's client in the site; stories and tests pass their own). */
export type FormSubmitter = (form: FormDefinition, values: FormValues) => Promise<SubmitResult>;

export interface GravityFormProps {
  /** Sends a submission (spec §7); by default the REST client of submit.ts. */
  submit?: FormSubmitter;
  /** The normalized definition (normalize.ts). */
  form: FormDefinition;
  /** Message language (spec §5): nl by default. */
  language?: Language;
  /** Extra or replacement field components by GF type, merged over the built-in ones. */
  fieldComponents?: FieldComponents;
  /** Custom schemas by input name, replacing the built ones (spec §5). */
  schemaOverrides?: Record<string, yup.Schema>;
  /** Runs once a submission is accepted (spec §4), with the result and the values sent. */
  onSubmitDone?: (result: Extract<SubmitResult, { status: 'done' }>, values: FormValues) => void;
  /** Scroll smoothly to the form after a submission is done (spec §4, §9). */
  scrollOnDone?: boolean;
  /** Level of section headings: one below the form's title. */
  sectionHeadingLevel?: 3 | 4;
  /**
   * Values to start from instead of the empty ones (the quotation's 'Probeer opnieuw' reopens
   * its form with what the visitor typed). They count as touched and are validated at once, so
   * the button is usable without typing again.
   */
  startValues?: FormValues | null;
  className?: string;
}

const Root = styled.div`
  position: relative;
  scroll-margin-top: ${SUBMIT_SCROLL_OFFSET}px;
`;

const Form = styled.form`
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

const StatusError = styled.p`
  margin: 0;
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.small};
  font-weight: 700;
  color: ${cssTheme.colors.warning};
  background: ${cssTheme.colors.warningBackground};
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

/** Server messages (a string, or a list for multi-file fields) as one text. */
const messageText = (message: string | string[]) => (Array.isArray(message) ? message.join(' ') : message);

/** The field an input name belongs to: `input_24_6` → 24. */
const fieldIdOf = (name: string) => Number(name.replace(/^input_/, '').split('_')[0]);

/**
 * Sends visitors to a REDIRECT confirmation's url: the router for this site, the browser for
 * another http(s) page. Anything else (a `javascript:` url from WordPress would run in the page)
 * is refused: false.
 */
function redirectTo(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.href);
  return true;
}

/** Text as HTML (for the confirmation's fallback message). */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A Gravity Form generated from its definition (spec §3–§5, §7–§9): react-hook-form with the
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
  className,
}: GravityFormProps) {
  const idPrefix = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [status, setStatus] = useState<FormStatus>('initial');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  /** The server's messages and the values they were given for: a message goes once its field changes. */
  const [serverMessages, setServerMessages] = useState<{ messages: ValidationMessages; values: FormValues } | null>(null);

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
    defaultValues: initialValues(form, typeof window === 'undefined' ? null : window.location),
  });
  const { control, formState, handleSubmit, clearErrors, setValue, getValues } = methods;

  // Once, on mount: the start values replace the empty ones of the fields the form has.
  useEffect(() => {
    if (!startValues) return;
    const known = getValues();
    for (const [name, value] of Object.entries(startValues)) {
      if (name in known) setValue(name, value, { shouldTouch: true, shouldDirty: true, shouldValidate: true });
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const { errors, touchedFields, isSubmitted } = formState;
  const values = useWatch({ control }) as FormValues;
  const visible = useMemo(() => visibleFieldIds(form, values), [form, values]);
  const layout = useMemo(() => formLayout(form), [form]);
  const submitting = status === 'submitting';

  // A field conditional logic hides is not validated: its old message must not linger (and block the button).
  const hiddenWithErrors = Object.keys(errors).filter((name) => !visible.has(fieldIdOf(name)));
  useEffect(() => {
    if (hiddenWithErrors.length > 0) clearErrors(hiddenWithErrors);
  }, [hiddenWithErrors.join(' '), clearErrors]); // eslint-disable-line react-hooks/exhaustive-deps

  const shownErrors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [name, error] of Object.entries(errors as FieldErrors<FormValues>)) {
      const message = error?.message;
      if (typeof message === 'string' && message && (isSubmitted || (touchedFields as Record<string, unknown>)[name])) {
        shown[name] = translateMessage(message, language);
      }
    }
    if (serverMessages) {
      for (const [fieldId, message] of Object.entries(serverMessages.messages)) {
        const changed = Object.keys(values).some(
          (name) => fieldIdOf(name) === Number(fieldId) && values[name] !== serverMessages.values[name],
        );
        if (!changed && !shown[inputName(fieldId)]) shown[inputName(fieldId)] = messageText(message);
      }
    }
    return shown;
  }, [errors, touchedFields, isSubmitted, serverMessages, values, language]);

  const touchedSomething = Object.keys(touchedFields).length > 0;
  const hasErrors = Object.keys(errors).length > 0;
  const canSubmit = !submitting && touchedSomething && !hasErrors;

  useEffect(() => {
    if (status === 'done' && confirmation !== null) confirmationRef.current?.focus();
  }, [status, confirmation]);

  useEffect(() => {
    if (status !== 'done' || !scrollOnDone) return;
    const timer = window.setTimeout(() => rootRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SUBMIT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, scrollOnDone]);

  const send = async (submitted: FormValues) => {
    if (sending.current) return;
    sending.current = true;
    setStatus('submitting');
    setServerMessages(null);
    try {
      const result = await withProgress(() => submit(form, submitted));
      if (result.status === 'done') {
        if (!result.redirectUrl || !redirectTo(result.redirectUrl)) {
          const { default: DOMPurify } = await import('dompurify');
          setConfirmation(sanitizeConfirmation(DOMPurify, result.confirmationMessage) || escapeText(messagesFor(language).sent));
        }
        setStatus('done');
        onSubmitDone?.(result, submitted);
        return;
      }
      if (result.status === 'invalid') setServerMessages({ messages: result.validationMessages, values: submitted });
      setStatus('error');
    } catch {
      setStatus('error');
    } finally {
      sending.current = false;
    }
  };

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
        errors={shownErrors}
        disabled={submitting}
        headingLevel={sectionHeadingLevel}
      />
    );
  };

  if (status === 'done') {
    return (
      <Root ref={rootRef} className={className}>
        <div aria-live="polite">
          {confirmation !== null && <Confirmation ref={confirmationRef} tabIndex={-1} dangerouslySetInnerHTML={{ __html: confirmation }} />}
        </div>
      </Root>
    );
  }

  return (
    <Root ref={rootRef} className={className}>
      <FormProvider {...methods}>
        <Form
          noValidate
          aria-busy={submitting || undefined}
          className={form.formId ? `gform-${form.formId}` : undefined}
          onSubmit={(event) => {
            if (sending.current) {
              event.preventDefault();
              return;
            }
            void handleSubmit(send)(event);
          }}
        >
          {layout.rows.map((row) => {
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
          <div aria-live="polite">{status === 'error' && <StatusError>{messagesFor(language).submitError}</StatusError>}</div>
          <div>
            <Button type="submit" disabled={!canSubmit && !submitting} busy={submitting}>
              {form.submitButton.text || 'Verstuur'}
            </Button>
          </div>
        </Form>
      </FormProvider>
      {submitting && <Overlay aria-hidden="true" data-testid="form-overlay" />}
    </Root>
  );
}
