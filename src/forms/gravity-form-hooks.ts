/**
 * GravityForm's state and effects (GravityForm.tsx), each a hook of its own: the values it starts
 * from, the messages it shows, the submission and what follows once it is done.
 */
import { navigate } from 'gatsby';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { FieldErrors, FormState, UseFormReturn } from 'react-hook-form';
import { withProgress } from '../lib/progress';
import { sanitizeConfirmation } from './confirmation-html';
import { SUBMIT_SCROLL_DELAY_MS } from './FormMarkup';
import type { FormSubmitter, GravityFormProps } from './GravityForm';
import { messagesFor, translateMessage } from './messages';
import type { FormDefinition, FormValues, Language, ValidationMessages } from './types';
import { inputName } from './values';

export type FormStatus = 'initial' | 'submitting' | 'done' | 'error';

/** The server's messages and the values they were given for: a message goes once its field changes. */
interface ServerMessages {
  messages: ValidationMessages;
  values: FormValues;
}

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
 * Once, on mount: the start values replace the empty ones of the fields the form has, and the
 * fields the visitor left in the static form are touched (their messages show, as they would have).
 * Those of the first render only: a caller's later startValues or handOver must not overwrite
 * what the visitor has typed since.
 */
export function useStartValues(
  { getValues, setValue }: Pick<UseFormReturn<FormValues>, 'getValues' | 'setValue'>,
  startValues: GravityFormProps['startValues'],
  handOver: GravityFormProps['handOver'],
) {
  const [start] = useState(() => ({ values: startValues ?? {}, touched: handOver?.touched ?? [] }));
  useEffect(() => {
    const known = getValues();
    for (const [name, value] of Object.entries(start.values)) {
      if (name in known) setValue(name, value, { shouldTouch: true, shouldDirty: true, shouldValidate: true });
    }
    for (const name of start.touched) {
      if (name in known) setValue(name, getValues(name), { shouldTouch: true, shouldDirty: true, shouldValidate: true });
    }
  }, [start, getValues, setValue]);
}

/** A field conditional logic hides is not validated: its old message must not linger (and block the button). */
export function useHiddenErrorsCleared(
  errors: FieldErrors<FormValues>,
  visible: ReadonlySet<number>,
  clearErrors: UseFormReturn<FormValues>['clearErrors'],
) {
  // The names joined (a name has no space: inputName), so the effect runs when they change, not on every render.
  const hiddenWithErrors = Object.keys(errors)
    .filter((name) => !visible.has(fieldIdOf(name)))
    .join(' ');
  useEffect(() => {
    if (hiddenWithErrors !== '') clearErrors(hiddenWithErrors.split(' '));
  }, [hiddenWithErrors, clearErrors]);
}

/**
 * The message each field shows, by input name: the engine's for the touched fields (all after a
 * submit), in the form's language, then the server's for a field not changed since it was sent.
 */
export function useShownErrors(
  { errors, touchedFields, isSubmitted }: Pick<FormState<FormValues>, 'errors' | 'touchedFields' | 'isSubmitted'>,
  serverMessages: ServerMessages | null,
  values: FormValues,
  language: Language,
): Record<string, string> {
  return useMemo(() => {
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
}

/** Once done: the confirmation takes focus, and with `scrollOnDone` the form scrolls into view after a moment. */
export function useDoneInView(
  status: FormStatus,
  confirmation: string | null,
  scrollOnDone: boolean,
  { root, confirmation: confirmationRef }: { root: RefObject<HTMLDivElement | null>; confirmation: RefObject<HTMLDivElement | null> },
) {
  useEffect(() => {
    if (status === 'done' && confirmation !== null) confirmationRef.current?.focus();
  }, [status, confirmation, confirmationRef]);

  useEffect(() => {
    if (status !== 'done' || !scrollOnDone) return;
    const timer = window.setTimeout(() => root.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SUBMIT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, scrollOnDone, root]);
}

interface SubmissionOptions {
  form: FormDefinition;
  submit: FormSubmitter;
  language: Language;
  onSubmitDone: GravityFormProps['onSubmitDone'];
}

/**
 * The submission states initial → submitting → done or error, and `send`, which sends the values
 * (one submission at a time: `sending`). Done: the confirmation (sanitized, the sanitizer loaded
 * only now), or a REDIRECT confirmation navigates. Invalid: the server's messages, kept with the
 * values they were given for.
 */
export function useSubmission({ form, submit, language, onSubmitDone }: SubmissionOptions) {
  const sending = useRef(false);
  const [status, setStatus] = useState<FormStatus>('initial');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [serverMessages, setServerMessages] = useState<ServerMessages | null>(null);

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

  return { status, confirmation, serverMessages, sending, send };
}
