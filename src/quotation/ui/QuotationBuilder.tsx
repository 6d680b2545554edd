import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import styled from 'styled-components';
import { prefersReducedMotion } from '../../lib/environment';
import { Button } from '../../ui/Button';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { QUOTATION_COPY } from '../copy';
import { findItem, packagesById, summarize } from '../pricing';
import { initialQuotationState, quotationReducer, type QuotationState } from '../state';
import { defaultOpen, readStored, startQuotation, STORAGE_KEY, storedValue } from '../start';
import type { QuotationPackage } from '../types';
import { visibleSections, type SectionContent } from '../sections';
import { canSubmit } from '../validation';
import { PackageRow, problemControlId } from './PackageRow';
import { PackageSection } from './PackageSection';
import { QuotationDialog, type QuotationDialogProps } from './QuotationDialog';
import { ResultView } from './ResultView';
import { Summary, type SummaryCta } from './Summary';
import { cssTheme } from '../../styles/theme';

const Layout = styled.div`
  display: grid;
  gap: ${cssTheme.space.xl};
  /* Room for the mobile drawer's bar, so it never covers the last section. */
  padding-bottom: 6rem;

  ${cssTheme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
    align-items: start;
    padding-bottom: 0;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${cssTheme.space.lg};
  min-width: 0;
`;

/** 'VPS Bronze is toegevoegd aan je eerdere keuze.' with 'Opnieuw beginnen met alleen VPS Bronze'. */
const LinkedNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.lg};
  border-left: 6px solid ${cssTheme.colors.navy};
  border-radius: ${cssTheme.radii.small};
  background: ${cssTheme.colors.navyLight};

  & p {
    flex: 1 1 16rem;
    margin: 0;
    font-weight: 700;
    color: ${cssTheme.colors.navy};
  }
`;

const Rows = styled.div`
  display: grid;
  gap: ${cssTheme.space.md};
`;

export interface QuotationBuilderProps {
  /** Every package that can be quoted (toQuotationPackages), priceFrom ascending. */
  packages: readonly QuotationPackage[];
  /** The collapsible sections as the content sets them (toSections). */
  sections: readonly SectionContent[];
  /** Form 5 for the dialog; null when WordPress has none (the dialog says so). */
  form: QuotationDialogProps['form'];
  /** The box beside the summary. */
  cta: SummaryCta;
  /** The level of the builder's own headings (the summary, the outcome); sections and rows go below. */
  headingLevel: 2 | 3;
  /** Start in this state instead of reading the URL and session storage (stories). */
  initialState?: Partial<QuotationState>;
}

/**
 * The quotation builder of /offerte-aanvragen/ (spec §2 Quotation page, §4, §5): the collapsible
 * sections with their packages, the chosen packages' rows, 'Jouw keuze' (a bottom drawer on
 * mobile), the checks before the dialog, the dialog with form 5, and the outcome. It knows no
 * block: the block posts_package_quotation (blocks/posts/PackageQuotation.tsx) hands it the
 * packages, sections, form and call to action from the content.
 *
 * The static HTML shows the sections as the content sets them and an empty summary; in the
 * browser the configuration comes back from session storage and the URL (`Service`, `Pakket`),
 * and every change is written back, so a reload or a visit elsewhere loses nothing.
 *
 * A `Pakket` link that adds its package to packages chosen earlier says so, in the live region
 * and in a notice above the sections with 'Opnieuw beginnen met alleen …'. The notice has no
 * close button: it goes with the first change to the items, because its offer (keep only the
 * linked package) was made for the choice as the link left it, and after a change it would also
 * throw away what the visitor just chose. It sits in the page's flow, covers nothing and costs
 * one Tab stop; a VPS still needs its operating system, so the visitor's first step ends it.
 */
export function QuotationBuilder({ packages, sections, form, cta, headingLevel, initialState }: QuotationBuilderProps) {
  const [state, dispatch] = useReducer(quotationReducer, undefined, () => ({
    ...initialQuotationState(defaultOpen(sections)),
    ...initialState,
  }));
  const restored = useRef(initialState !== undefined);
  const rowRefs = useRef(new Map<number, HTMLElement>());
  const resultRef = useRef<HTMLDivElement>(null);

  // After hydration: the kept configuration, then the URL's Service and Pakket.
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
  }, [packages, sections]);

  // Every change of the choice is kept, once the kept one has been read; a builder started from a
  // given state (a story) keeps nothing.
  const { items, open } = state;
  const startedFromGivenState = initialState !== undefined;
  useEffect(() => {
    if (!restored.current || startedFromGivenState) return;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, storedValue({ items, open }));
    } catch {
      // Not kept; the builder works on.
    }
  }, [items, open, startedFromGivenState]);

  // The first row with a missing choice: into view, its control focused, pulsing (PackageRow).
  const highlight = state.highlight;
  useEffect(() => {
    if (!highlight) return;
    const row = rowRefs.current.get(highlight.packageId);
    if (!row) return;
    row.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const control = document.getElementById(problemControlId(row.id, highlight));
    (control ?? row).focus({ preventScroll: true });
  }, [highlight]);

  // A package the visitor has just added (not one already listed, whose amount goes up): focus
  // moves to its new row, which is read out and whose choices come next by Tab. The row is drawn
  // above the list of packages to add, so focus left on the add button would pass it by.
  const addedRow = useRef<number | null>(null);
  const addPackage = useCallback(
    (pkg: (typeof packages)[number]) => {
      addedRow.current = findItem(state.items, pkg.databaseId) ? null : pkg.databaseId;
      dispatch({ type: 'add', pkg });
    },
    [state.items],
  );
  useEffect(() => {
    const packageId = addedRow.current;
    if (packageId === null) return;
    addedRow.current = null;
    rowRefs.current.get(packageId)?.focus();
  }, [state.items]);

  // 'Opnieuw beginnen' takes its own button away: focus goes to the row of the package that
  // stays (the effect above), which is read out, rather than back to the top of the page.
  const linkedPackage = state.linked ? (packages.find((pkg) => pkg.databaseId === state.linked!.packageId) ?? null) : null;
  const startAfresh = useCallback(() => {
    if (!linkedPackage) return;
    addedRow.current = linkedPackage.databaseId;
    dispatch({ type: 'startAfresh', pkg: linkedPackage });
  }, [linkedPackage]);
  // Said once, when it happens (a polite live region, present from the server's HTML on, so the
  // text put into it is announced); a reload finds the package in the kept choice and says nothing.
  const announcement = !linkedPackage
    ? ''
    : state.linked!.outcome === 'joined'
      ? QUOTATION_COPY.addedToEarlier(linkedPackage.title)
      : QUOTATION_COPY.startedAfresh(linkedPackage.title);

  // The outcome is read out and in view once the dialog has closed.
  useEffect(() => {
    if (state.status === 'idle') return;
    resultRef.current?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    resultRef.current?.focus({ preventScroll: true });
  }, [state.status]);

  const byId = useMemo(() => packagesById(packages), [packages]);
  const summary = useMemo(() => summarize(byId, state.items), [byId, state.items]);
  const shown = visibleSections(sections, state, packages);
  const requestSubmit = useCallback(() => dispatch({ type: 'requestSubmit', packages }), [packages]);
  const closeDrawer = useCallback(() => dispatch({ type: 'closeDrawer' }), []);
  const sectionLevel = Math.min(headingLevel, 4) as 2 | 3 | 4;
  const rowLevel = Math.min(sectionLevel + 1, 5) as 3 | 4 | 5;

  return (
    <>
      <Layout data-testid="quotation-builder">
        <Main>
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="quotation-announcement">
            {announcement}
          </VisuallyHidden>
          {linkedPackage && state.linked?.outcome === 'joined' && (
            <LinkedNotice data-testid="quotation-linked">
              <p>{QUOTATION_COPY.addedToEarlier(linkedPackage.title)}</p>
              <Button type="button" appearance="subtle" onClick={startAfresh}>
                {QUOTATION_COPY.startAfresh(linkedPackage.title)}
              </Button>
            </LinkedNotice>
          )}
          {state.status !== 'idle' && (
            <ResultView
              ref={resultRef}
              status={state.status}
              message={state.message}
              onRetry={() => dispatch({ type: 'retry' })}
              headingLevel={headingLevel}
            />
          )}
          {shown.map((section) => {
            const ofType = packages.filter((pkg) => pkg.type === section.type);
            const chosen = state.items.flatMap((item) => {
              const pkg = byId.get(item.packageId);
              return pkg && pkg.type === section.type ? [{ pkg, item }] : [];
            });
            return (
              <PackageSection
                key={section.type}
                section={section}
                packages={ofType}
                items={state.items}
                open={state.open[section.type]}
                onToggle={() => dispatch({ type: 'toggleSection', section: section.type })}
                onAdd={addPackage}
                headingLevel={sectionLevel}
              >
                {chosen.length > 0 && (
                  <Rows>
                    {chosen.map(({ pkg, item }) => (
                      <PackageRow
                        key={pkg.databaseId}
                        ref={(element) => {
                          if (element) rowRefs.current.set(pkg.databaseId, element);
                          else rowRefs.current.delete(pkg.databaseId);
                        }}
                        pkg={pkg}
                        item={item}
                        dispatch={dispatch}
                        problem={state.highlight?.packageId === pkg.databaseId ? state.highlight : null}
                        headingLevel={rowLevel}
                      />
                    ))}
                  </Rows>
                )}
              </PackageSection>
            );
          })}
        </Main>
        <Summary
          summary={summary}
          canSubmit={canSubmit(state.items)}
          onSubmit={requestSubmit}
          drawerOpen={state.drawerOpen}
          onToggleDrawer={() => dispatch({ type: 'toggleDrawer' })}
          onCloseDrawer={closeDrawer}
          cta={cta}
          headingLevel={headingLevel}
        />
      </Layout>
      <QuotationDialog
        open={state.dialogOpen}
        form={form}
        packages={packages}
        items={state.items}
        summary={summary}
        lastValues={state.lastValues}
        dispatch={dispatch}
      />
    </>
  );
}
