import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ImageMedia, LinkFields } from '../../data/fragments';
import { CheckList } from '../../ui/CheckList';
import { Button } from '../../ui/Button';
import { fromMediaItem } from '../../data/media';
import { useDisclosure } from '../../ui/Disclosure';
import { Image } from '../../ui/Image';
import { QUOTATION_COPY } from '../copy';
import type { QuotationSummary } from '../pricing';
import { outlinedButton, StackedList } from './styles';
import { cssTheme } from '../../styles/theme';

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
  ${cssTheme.media.lg} {
    position: sticky;
    top: calc(${cssTheme.layout.headerHeightSticky}px + ${cssTheme.space.md});
    align-self: start;
  }

  @media (max-width: ${cssTheme.breakpoints.lg - 0.02}px) {
    position: fixed;
    inset: auto 0 0;
    z-index: ${cssTheme.zIndex.header - 1};
    /* Below the header, sticky or not: the bar and its toggle stay in view when the drawer is open. */
    max-height: calc(100dvh - ${cssTheme.layout.headerHeight}px);
    display: flex;
    flex-direction: column;
    border-radius: ${cssTheme.radii.card} ${cssTheme.radii.card} 0 0;
    background: ${cssTheme.colors.background};
    box-shadow: ${cssTheme.shadows.dialog};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-bottom: 1px solid ${cssTheme.colors.border};

  ${cssTheme.media.lg} {
    display: none;
  }
`;

/** Totals on one line: the drawer's bar, the dialog. */
const InlineTotals = styled.dl`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${cssTheme.space.md};
  margin: 0;
  font-size: ${cssTheme.fontSizes.small};

  & div {
    display: flex;
    gap: ${cssTheme.space.xs};
  }

  & dt {
    color: ${cssTheme.colors.textMuted};
  }

  & dd {
    margin: 0;
    font-weight: 700;
    color: ${cssTheme.colors.navy};
  }
`;

const DrawerToggle = styled.button`
  flex: none;
  ${outlinedButton(cssTheme.colors.navy)}
`;

/* The drawer's state is a data attribute with a static rule (no function interpolation: the class is made once). */
const Details = styled.div`
  display: grid;
  gap: ${cssTheme.space.lg};
  padding: ${cssTheme.space.lg};
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.background};

  @media (max-width: ${cssTheme.breakpoints.lg - 0.02}px) {
    display: none;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    border: 0;
    border-radius: 0;

    &:where([data-drawer-open]) {
      display: grid;
    }
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${cssTheme.fontSizes.h3};
  color: ${cssTheme.colors.navy};
`;

const Lines = styled(StackedList)`
  & > li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${cssTheme.space.md};
  }

  & .price {
    font-weight: 700;
    white-space: nowrap;
    color: ${cssTheme.colors.navy};
  }

  & .extras {
    grid-column: 1 / -1;
    margin: 0;
    padding-left: ${cssTheme.space.md};
    font-size: ${cssTheme.fontSizes.small};
    color: ${cssTheme.colors.textMuted};
    list-style: none;
  }
`;

const SubTitle = styled.h3`
  margin: 0;
  font-size: ${cssTheme.fontSizes.small};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${cssTheme.colors.textMuted};
`;

const Totals = styled.dl`
  display: grid;
  gap: ${cssTheme.space.xs};
  margin: 0;
  padding-top: ${cssTheme.space.md};
  border-top: 2px solid ${cssTheme.colors.navy};

  & div {
    display: flex;
    justify-content: space-between;
    gap: ${cssTheme.space.md};
  }

  & dt {
    font-weight: 700;
  }

  & dd {
    margin: 0;
    font-size: ${cssTheme.fontSizes.lead};
    font-weight: 700;
    color: ${cssTheme.colors.navy};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${cssTheme.fontSizes.small};
  color: ${cssTheme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  color: ${cssTheme.colors.textMuted};
`;

const Cta = styled.div`
  display: grid;
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.lg};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.navyLight};

  & p {
    margin: 0;
    font-weight: 700;
    color: ${cssTheme.colors.navy};
  }
`;

const CtaImage = styled.div`
  width: 5rem;
  border-radius: 50%;
  overflow: hidden;
`;

/** 'Maandelijks' and 'Eenmalig' with their amounts, as a description list. */
export function TotalsList({
  summary,
  inline = false,
  label,
  className,
}: {
  summary: QuotationSummary;
  inline?: boolean;
  label?: string;
  className?: string;
}) {
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
 * 'Jouw keuze' (docs/behaviour/packages-and-quotation.md#summary): the monthly lines (with their extras), the one-time setup lines, the
 * totals 'Maandelijks' and 'Eenmalig', 'Mail mij de offerte' (disabled without items), the
 * excl. BTW note, the reassurance list and the CTA box. Sticky beside the sections from lg up;
 * below lg a bottom drawer whose bar shows the totals and toggles the rest (a disclosure:
 * aria-expanded, Escape closes it and gives focus back to the toggle).
 */
export function Summary({ summary, canSubmit, onSubmit, drawerOpen, onToggleDrawer, onCloseDrawer, cta, headingLevel }: SummaryProps) {
  const titleId = useId();
  // The toggle flips the drawer; Escape closes it and gives focus back to the toggle.
  const drawer = useDisclosure({
    open: drawerOpen,
    onOpenChange: (next) => (next ? onToggleDrawer() : onCloseDrawer()),
    closeOnEscape: true,
  });

  const hasItems = summary.lines.length > 0;
  const showCta = Boolean(cta.title && cta.link?.url);
  return (
    <Root aria-labelledby={titleId} data-drawer-open={drawerOpen ? 'true' : 'false'} data-testid="quotation-summary">
      <Bar>
        <TotalsList summary={summary} inline />
        <DrawerToggle type="button" {...drawer.buttonProps}>
          {drawerOpen ? QUOTATION_COPY.hideSummary : QUOTATION_COPY.showSummary}
        </DrawerToggle>
      </Bar>
      {/* Hidden by CSS below lg only: from lg up the details always show beside the sections. */}
      <Details id={drawer.panelId} data-drawer-open={drawerOpen ? '' : undefined}>
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
        <Button type="button" appearance="primary" disabled={!canSubmit} onClick={onSubmit}>
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
                <Image {...fromMediaItem(cta.image)} alt="" requestWidth={160} sizes="5rem" />
              </CtaImage>
            )}
            <p>{cta.title}</p>
            <Button href={cta.link!.url!} appearance="secondary" newTab={cta.link?.target === '_blank'}>
              {cta.link?.title || cta.title}
            </Button>
          </Cta>
        )}
      </Details>
    </Root>
  );
}
