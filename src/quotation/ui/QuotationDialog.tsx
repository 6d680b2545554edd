import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { LazyGravityForm, type LazyGravityFormProps } from '../../forms/LazyGravityForm';
import type { FormSubmitter } from '../../forms/GravityForm';
import type { FormValues } from '../../forms/types';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { sendQuotation } from '../client';
import { QUOTATION_COPY } from '../copy';
import { HONEYPOT_LABEL } from '../spam';
import type { QuotationSummary } from '../pricing';
import { TotalsList } from './Summary';
import type { QuotationAction } from '../state';
import type { QuotationItem, QuotationPackage } from '../types';
import { cssTheme } from '../../styles/theme';

export interface QuotationDialogProps {
  open: boolean;
  form: LazyGravityFormProps['form'] | null | undefined;
  packages: readonly QuotationPackage[];
  items: readonly QuotationItem[];
  summary: QuotationSummary;
  /** What the visitor typed before ('Probeer opnieuw'). */
  lastValues: FormValues | null;
  dispatch: (action: QuotationAction) => void;
}

const DialogTotals = styled(TotalsList)`
  margin-bottom: ${cssTheme.space.lg};
  padding: ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.small};
  background: ${cssTheme.colors.surface};
  font-size: ${cssTheme.fontSizes.body};
`;

const Missing = styled.p`
  margin: 0;
`;

/**
 * The honeypot (spam.ts): hidden by a rule in the stylesheet, as Gravity Forms hides its own
 * (`gform_validation_container`), not by an attribute a bot would read; display none also keeps
 * it from screen readers, the tab order and browsers' autofill.
 */
const Honeypot = styled.div`
  display: none;
`;

/**
 * The dialog 'Mail mij de offerte' (docs/behaviour/packages-and-quotation.md#the-dialog: 450 px, the shell's Modal): the totals being
 * requested and form 5 from the form engine; its submission goes to POST /api/package-quotation
 * (client.ts) with the items, under the top progress bar (the engine runs it). The outcome
 * moves the builder out of idle, which closes the dialog (docs/behaviour/packages-and-quotation.md#the-dialog).
 */
export function QuotationDialog({ open, form, packages, items, summary, lastValues, dispatch }: QuotationDialogProps) {
  const close = useCallback(() => dispatch({ type: 'closeDialog' }), [dispatch]);
  // When the visitor first saw the form: 'Probeer opnieuw' reopens it filled in, and an
  // immediate resend is still a person's (the speed check counts from the first opening).
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    if (open && openedAt.current === null) openedAt.current = Date.now();
  }, [open]);
  const honeypot = useRef<HTMLInputElement>(null);
  const submit = useCallback<FormSubmitter>(
    async (definition, values) => {
      dispatch({ type: 'submitting', values });
      const spam = { honeypot: honeypot.current?.value ?? '', fillMs: openedAt.current === null ? 0 : Date.now() - openedAt.current };
      const result = await sendQuotation(definition, values, packages, items, { spam });
      dispatch({ type: 'sent', result });
      return result.status === 'done'
        ? { status: 'done', confirmationMessage: result.message, redirectUrl: null }
        : { status: 'error', reason: 'server', httpStatus: result.httpStatus };
    },
    [dispatch, packages, items],
  );
  return (
    <Modal open={open} onClose={close} title={QUOTATION_COPY.dialogTitle}>
      <DialogTotals summary={summary} inline label={QUOTATION_COPY.summary} />
      <Honeypot>
        <label>
          {HONEYPOT_LABEL}
          <input ref={honeypot} type="text" name="website" autoComplete="off" tabIndex={-1} defaultValue="" />
        </label>
      </Honeypot>
      {form ? (
        <LazyGravityForm form={form} submit={submit} startValues={lastValues} sectionHeadingLevel={3} />
      ) : (
        <Missing>
          {QUOTATION_COPY.formMissing} <Link href={QUOTATION_COPY.contactPath}>{QUOTATION_COPY.contact}</Link>
        </Missing>
      )}
    </Modal>
  );
}
