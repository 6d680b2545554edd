/**
 * The quotation builder's effects (QuotationBuilder.tsx), each a hook of its own: the choice kept
 * across reloads, and where focus and the view go after the visitor's steps.
 */
import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { prefersReducedMotion } from '../../lib/environment';
import { readStored, startQuotation, STORAGE_KEY, storedValue } from '../start';
import type { QuotationAction, QuotationState } from '../state';
import type { QuotationPackage } from '../types';
import type { SectionContent } from '../sections';
import { problemControlId } from './PackageRow';

/** The builder's rows by package id, for focus to go to. */
export type RowRefs = { readonly current: Map<number, HTMLElement> };

const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/**
 * After hydration: the kept configuration, then the URL's Service and Pakket; from then on every
 * change of the choice is kept. A builder started from a given state (a story) reads and keeps nothing.
 */
export function useKeptChoice(
  { items, open }: Pick<QuotationState, 'items' | 'open'>,
  dispatch: Dispatch<QuotationAction>,
  packages: readonly QuotationPackage[],
  sections: readonly SectionContent[],
  startedFromGivenState: boolean,
) {
  const restored = useRef(startedFromGivenState);

  useEffect(() => {
    if (restored.current) return;
    let stored = null;
    try {
      stored = readStored(window.sessionStorage.getItem(STORAGE_KEY), packages);
    } catch {
      // Storage blocked (private mode, a policy): the URL alone decides.
    }
    const start = startQuotation(new URLSearchParams(window.location.search), stored, packages, sections);
    restored.current = true;
    dispatch({ type: 'restore', items: start.items, open: start.open, addedToEarlier: start.addedToEarlier?.databaseId ?? null });
  }, [packages, sections, dispatch]);

  // Only once the kept one has been read: the builder's first state would overwrite it.
  useEffect(() => {
    if (!restored.current || startedFromGivenState) return;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, storedValue({ items, open }));
    } catch {
      // Not kept; the builder works on.
    }
  }, [items, open, startedFromGivenState]);
}

/** The first row with a missing choice: into view, its control focused, pulsing (PackageRow). */
export function useProblemFocus(highlight: QuotationState['highlight'], rowRefs: RowRefs) {
  useEffect(() => {
    if (!highlight) return;
    const row = rowRefs.current.get(highlight.packageId);
    if (!row) return;
    row.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    const control = document.getElementById(problemControlId(row.id, highlight));
    (control ?? row).focus({ preventScroll: true });
  }, [highlight, rowRefs]);
}

/**
 * Focus to a package's row once the items have changed: the returned function names the package
 * (null: none) before the change is dispatched, as the row may only be drawn by that change.
 */
export function useRowFocusAfterChange(items: QuotationState['items'], rowRefs: RowRefs) {
  const nextRow = useRef<number | null>(null);
  useEffect(() => {
    const packageId = nextRow.current;
    if (packageId === null) return;
    nextRow.current = null;
    rowRefs.current.get(packageId)?.focus();
  }, [items, rowRefs]);
  return useCallback((packageId: number | null) => {
    nextRow.current = packageId;
  }, []);
}

/** The outcome is read out and in view once the dialog has closed. */
export function useOutcomeInView(status: QuotationState['status'], resultRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (status === 'idle') return;
    resultRef.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    resultRef.current?.focus({ preventScroll: true });
  }, [status, resultRef]);
}
