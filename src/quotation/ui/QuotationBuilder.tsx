import { useCallback, useMemo, useReducer, useRef, type Dispatch } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { QUOTATION_COPY } from '../copy';
import { findItem, packagesById, summarize } from '../pricing';
import { initialQuotationState, quotationReducer, type QuotationAction, type QuotationState } from '../state';
import { defaultOpen } from '../start';
import type { QuotationItem, QuotationPackage } from '../types';
import { visibleSections, type SectionContent } from '../sections';
import { canSubmit } from '../validation';
import { useKeptChoice, useOutcomeInView, useProblemFocus, useRowFocusAfterChange, type RowRefs } from './builder-hooks';
import { PackageRow } from './PackageRow';
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
 * The quotation builder of /offerte-aanvragen/ (docs/behaviour/packages-and-quotation.md#the-quotation-builder): the collapsible
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
  const rowRefs = useRef(new Map<number, HTMLElement>());
  const resultRef = useRef<HTMLDivElement>(null);
  useKeptChoice(state, dispatch, packages, sections, initialState !== undefined);
  useProblemFocus(state.highlight, rowRefs);

  // A package the visitor has just added (not one already listed, whose amount goes up): focus
  // moves to its new row, which is read out and whose choices come next by Tab. The row is drawn
  // above the list of packages to add, so focus left on the add button would pass it by.
  const focusRowAfterChange = useRowFocusAfterChange(state.items, rowRefs);
  const addPackage = useCallback(
    (pkg: (typeof packages)[number]) => {
      focusRowAfterChange(findItem(state.items, pkg.databaseId) ? null : pkg.databaseId);
      dispatch({ type: 'add', pkg });
    },
    [state.items, focusRowAfterChange],
  );

  // 'Opnieuw beginnen' takes its own button away: focus goes to the row of the package that
  // stays, which is read out, rather than back to the top of the page.
  const linkedPackage = state.linked ? (packages.find((pkg) => pkg.databaseId === state.linked!.packageId) ?? null) : null;
  const startAfresh = useCallback(() => {
    if (!linkedPackage) return;
    focusRowAfterChange(linkedPackage.databaseId);
    dispatch({ type: 'startAfresh', pkg: linkedPackage });
  }, [linkedPackage, focusRowAfterChange]);

  useOutcomeInView(state.status, resultRef);

  const byId = useMemo(() => packagesById(packages), [packages]);
  const summary = useMemo(() => summarize(byId, state.items), [byId, state.items]);
  const shown = visibleSections(sections, state, packages);
  const requestSubmit = useCallback(() => dispatch({ type: 'requestSubmit', packages }), [packages]);
  const closeDrawer = useCallback(() => dispatch({ type: 'closeDrawer' }), []);
  const sectionLevel = Math.min(headingLevel, 4) as 2 | 3 | 4;

  return (
    <>
      <Layout data-testid="quotation-builder">
        <Main>
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="quotation-announcement">
            {announcementOf(state.linked, linkedPackage)}
          </VisuallyHidden>
          {linkedPackage && state.linked?.outcome === 'joined' && <LinkedPackageNotice pkg={linkedPackage} onStartAfresh={startAfresh} />}
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
            const chosen = state.items.flatMap((item) => {
              const pkg = byId.get(item.packageId);
              return pkg && pkg.type === section.type ? [{ pkg, item }] : [];
            });
            return (
              <PackageSection
                key={section.type}
                section={section}
                packages={packages.filter((pkg) => pkg.type === section.type)}
                items={state.items}
                open={state.open[section.type]}
                onToggle={() => dispatch({ type: 'toggleSection', section: section.type })}
                onAdd={addPackage}
                headingLevel={sectionLevel}
              >
                {chosen.length > 0 && (
                  <ChosenRows
                    chosen={chosen}
                    rowRefs={rowRefs}
                    highlight={state.highlight}
                    dispatch={dispatch}
                    headingLevel={Math.min(sectionLevel + 1, 5) as 3 | 4 | 5}
                  />
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

/**
 * What the live region says: once, when it happens (a polite live region, present from the
 * server's HTML on, so the text put into it is announced); a reload finds the package in the kept
 * choice and says nothing.
 */
function announcementOf(linked: QuotationState['linked'], linkedPackage: QuotationPackage | null): string {
  if (!linked || !linkedPackage) return '';
  return linked.outcome === 'joined'
    ? QUOTATION_COPY.addedToEarlier(linkedPackage.title)
    : QUOTATION_COPY.startedAfresh(linkedPackage.title);
}

/** The notice of a `Pakket` link that joined the earlier choice, with its offer to keep only that package. */
function LinkedPackageNotice({ pkg, onStartAfresh }: { pkg: QuotationPackage; onStartAfresh: () => void }) {
  return (
    <LinkedNotice data-testid="quotation-linked">
      <p>{QUOTATION_COPY.addedToEarlier(pkg.title)}</p>
      <Button type="button" appearance="subtle" onClick={onStartAfresh}>
        {QUOTATION_COPY.startAfresh(pkg.title)}
      </Button>
    </LinkedNotice>
  );
}

interface ChosenRowsProps {
  /** A section's chosen packages with their lines, in the order of the choice. */
  chosen: { pkg: QuotationPackage; item: QuotationItem }[];
  rowRefs: RowRefs;
  highlight: QuotationState['highlight'];
  dispatch: Dispatch<QuotationAction>;
  headingLevel: 3 | 4 | 5;
}

/** A section's chosen packages, each a row the builder can focus. */
function ChosenRows({ chosen, rowRefs, highlight, dispatch, headingLevel }: ChosenRowsProps) {
  return (
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
          problem={highlight?.packageId === pkg.databaseId ? highlight : null}
          headingLevel={headingLevel}
        />
      ))}
    </Rows>
  );
}
