import { useEffect, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ImageMedia, LinkFields } from '../../data/fragments';
import { CheckList } from '../../blocks/posts/PostsHead';
import { Button } from '../../ui/Button';
import { Image } from '../../ui/Image';
import { QUOTATION_COPY } from '../copy';
import type { QuotationSummary } from '../pricing';

export interface SummaryCta {
  title: string | null;
  image: ImageMedia | null;
  link: LinkFields | null;
}

export interface SummaryProps {
  summary: QuotationSummary;
  canSubmit: boolean;
  onSubmit: () => void;
  /** The mobile drawer (below lg): open shows the whole summary over the page's bottom. */
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  onCloseDrawer: () => void;
  cta: SummaryCta;
  headingLevel: 2 | 3;
}

/** Below this width the summary is a bottom drawer (the theme's lg breakpoint). */
const Root = styled.aside`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeightSticky}px + ${({ theme }) => theme.space.md});
    align-self: start;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 0.02}px) {
    position: fixed;
    inset: auto 0 0;
    z-index: ${({ theme }) => theme.zIndex.header - 1};
    /* Below the header, sticky or not: the bar and its toggle stay in view when the drawer is open. */
    max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight}px);
    display: flex;
    flex-direction: column;
    border-radius: ${({ theme }) => theme.radii.card} ${({ theme }) => theme.radii.card} 0 0;
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadows.dialog};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/** Totals on one line: the drawer's bar, the dialog. */
const InlineTotals = styled.dl`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};

  & div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & dd {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const DrawerToggle = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.navy};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Details = styled.div<{ $drawerOpen: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.background};

  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 0.02}px) {
    display: ${({ $drawerOpen }) => ($drawerOpen ? 'grid' : 'none')};
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    border: 0;
    border-radius: 0;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.navy};
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space.md};
  }

  & .price {
    font-weight: 700;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.navy};
  }

  & .extras {
    grid-column: 1 / -1;
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.textMuted};
    list-style: none;
  }
`;

const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Totals = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 2px solid ${({ theme }) => theme.colors.navy};

  & div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }

  & dt {
    font-weight: 700;
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lead};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cta = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.navyLight};

  & p {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const CtaImage = styled.div`
  width: 5rem;
  border-radius: 50%;
  overflow: hidden;
`;

/** 'Maandelijks' and 'Eenmalig' with their amounts, as a description list. */
export function TotalsList({ summary, inline = false, label, className }: { summary: QuotationSummary; inline?: boolean; label?: string; className?: string }) {
  const Component = inline ? InlineTotals : Totals;
  return (
    <Component aria-label={label} className={className}>
      {summary.totals.map((total) => (
        <div key={total.key} data-total={total.key}>
          <dt>{total.label}</dt>
          <dd>{total.price}</dd>
        </div>
      ))}
    </Component>
  );
}

function LineList({ lines, label }: { lines: QuotationSummary['lines']; label?: string }): ReactNode {
  return (
    <Lines aria-label={label}>
      {lines.map((line) => (
        <li key={`${line.packageId}-${line.label}`} data-summary-line={line.packageId}>
          <span>{line.label}</span>
          <span className="price">{line.price}</span>
          {line.extras.length + line.choices.length > 0 && (
            <ul className="extras">
              {line.extras.map((extra) => (
                <li key={extra.key}>{extra.count > 1 ? `+ ${extra.count}x ${extra.label}` : `+ ${extra.label}`}</li>
              ))}
              {line.choices.map((choice) => (
                <li key={choice}>{choice}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </Lines>
  );
}

/**
 * 'Jouw keuze' (spec §2): the monthly lines (with their extras), the one-time setup lines, the
 * totals 'Maandelijks' and 'Eenmalig', 'Mail mij de offerte' (disabled without items), the
 * excl. BTW note, the reassurance list and the CTA box. Sticky beside the sections from lg up;
 * below lg a bottom drawer whose bar shows the totals and toggles the rest (a disclosure:
 * aria-expanded, Escape closes it and gives focus back to the toggle).
 */
export function Summary({ summary, canSubmit, onSubmit, drawerOpen, onToggleDrawer, onCloseDrawer, cta, headingLevel }: SummaryProps) {
  const titleId = useId();
  const detailsId = useId();
  const toggleId = useId();

  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onCloseDrawer();
      document.getElementById(toggleId)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, onCloseDrawer, toggleId]);

  const hasItems = summary.lines.length > 0;
  const showCta = Boolean(cta.title && cta.link?.url);
  return (
    <Root aria-labelledby={titleId} data-drawer-open={drawerOpen ? 'true' : 'false'} data-testid="quotation-summary">
      <Bar>
        <TotalsList summary={summary} inline />
        <DrawerToggle id={toggleId} type="button" aria-expanded={drawerOpen} aria-controls={detailsId} onClick={onToggleDrawer}>
          {drawerOpen ? QUOTATION_COPY.hideSummary : QUOTATION_COPY.showSummary}
        </DrawerToggle>
      </Bar>
      <Details id={detailsId} $drawerOpen={drawerOpen}>
        <Title as={`h${headingLevel}`} id={titleId}>
          {QUOTATION_COPY.summary}
        </Title>
        {hasItems ? (
          <>
            <LineList lines={summary.lines} />
            {summary.setupLines.length > 0 && (
              <>
                <SubTitle as={`h${headingLevel + 1}`}>{QUOTATION_COPY.setupCosts}</SubTitle>
                <LineList lines={summary.setupLines} />
              </>
            )}
          </>
        ) : (
          <Empty>{QUOTATION_COPY.summaryEmpty}</Empty>
        )}
        <TotalsList summary={summary} />
        <Button type="button" variant="orange" disabled={!canSubmit} onClick={onSubmit}>
          {QUOTATION_COPY.submit}
        </Button>
        <Note>{QUOTATION_COPY.excludingVat}</Note>
        <CheckList>
          {QUOTATION_COPY.reassurance.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </CheckList>
        {showCta && (
          <Cta>
            {cta.image && (
              <CtaImage>
                <Image image={cta.image} alt="" width={160} sizes="5rem" />
              </CtaImage>
            )}
            <p>{cta.title}</p>
            <Button href={cta.link!.url!} variant="orange_outlined" newTab={cta.link?.target === '_blank'}>
              {cta.link?.title || cta.title}
            </Button>
          </Cta>
        )}
      </Details>
    </Root>
  );
}
