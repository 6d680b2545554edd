import { createContext, useCallback, useContext, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { reveal, transitionOf } from '../../styles/motion';
import { DisclosureRow, useDisclosure } from '../Disclosure';
import { cssTheme } from '../../styles/theme';

/** No item open. */
export const NONE_OPEN = null;

export type OpenIndex = number | null;

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * Single-open and collapsible: a click on the open item closes it (nothing open),
 * a click on another item opens that one instead (docs/behaviour/blocks.md#repeat_usps, docs/behaviour/blocks.md#repeat_faq).
 */
export function nextOpenIndex(openIndex: OpenIndex, clicked: number): OpenIndex {
  return openIndex === clicked ? NONE_OPEN : clicked;
}

/** State for a controlled Accordion; the first item is open unless told otherwise. */
export function useAccordionState(initialOpenIndex: OpenIndex = 0) {
  return useState<OpenIndex>(initialOpenIndex);
}

interface AccordionContextValue {
  baseId: string;
  openIndex: OpenIndex;
  toggle: (index: number) => void;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

const TRIGGER_ATTRIBUTE = 'data-accordion-trigger';

/** Keys that move focus between the item buttons (WAI-ARIA accordion pattern, optional keys). */
const FOCUS_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

export interface AccordionProps {
  /** The open item, or null when all are closed (controlled). */
  openIndex: OpenIndex;
  /** Called with the index to open next, or null when the open item was closed. */
  onOpenChange: (openIndex: OpenIndex) => void;
  /** AccordionItems, possibly wrapped (list items, FadeIn …). */
  children: ReactNode;
  className?: string;
}

/**
 * An accessible accordion without content knowledge (WAI-ARIA APG accordion pattern): each
 * item is a heading holding a button with aria-expanded/aria-controls, and its panel is a
 * region labelled by that button. One item open at a time, collapsible; the open index is the
 * caller's state. Buttons are in the tab order (Enter/Space toggle, being buttons); Arrow
 * Up/Down, Home and End move between them.
 */
export function Accordion({ openIndex, onOpenChange, children, className }: AccordionProps) {
  const baseId = useId();
  const toggle = useCallback((index: number) => onOpenChange(nextOpenIndex(openIndex, index)), [openIndex, onOpenChange]);
  const context = useMemo(() => ({ baseId, openIndex, toggle }), [baseId, openIndex, toggle]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!FOCUS_KEYS.has(event.key) || !target.hasAttribute(TRIGGER_ATTRIBUTE)) return;
    // Only this accordion's buttons, not those of an accordion nested in a panel.
    const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(`[${TRIGGER_ATTRIBUTE}]`)).filter(
      (trigger) => trigger.closest('[data-accordion]') === event.currentTarget,
    );
    const current = triggers.indexOf(target as HTMLButtonElement);
    if (current === -1) return;
    const last = triggers.length - 1;
    const next = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    triggers[next]?.focus();
  };

  return (
    <AccordionContext.Provider value={context}>
      {/* Arrow keys are handled here for the item buttons, which are the focusable elements. */}
      <Root className={className} data-accordion="" onKeyDown={onKeyDown}>
        {children}
      </Root>
    </AccordionContext.Provider>
  );
}

const Item = styled.div`
  border-bottom: 1px solid ${cssTheme.colors.border};
`;

const HeaderRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${cssTheme.space.md};
`;

const Heading = styled.h3`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: inherit;
`;

const Trigger = styled(DisclosureRow)`
  min-height: 48px;
  padding: ${cssTheme.space.md} 0;
  color: ${cssTheme.colors.navy};
  font-size: ${cssTheme.fontSizes.lead};
  font-weight: 700;
  line-height: 1.3;
  overflow-wrap: break-word;
  hyphens: auto;

  /* The whole header row (with whatever leads it, such as an icon) toggles the item. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    color: ${cssTheme.colors.orange};
  }
`;

const Label = styled.span`
  min-width: 0;
`;

/* Turned by the button's aria-expanded: a static rule, so the class is made once (no function interpolation). */
const Chevron = styled.span`
  flex: none;
  width: 0.65em;
  height: 0.65em;
  margin-right: 0.25em;
  border-right: 3px solid currentColor;
  border-bottom: 3px solid currentColor;
  transform: translateY(-0.15em) rotate(45deg);
  transition: ${transitionOf('transform')};

  :where([aria-expanded='true']) > & {
    transform: translateY(0.15em) rotate(-135deg);
  }
`;

const Panel = styled.div`
  padding-bottom: ${cssTheme.space.lg};
  animation: ${reveal} ${cssTheme.motion.duration.reveal} ${cssTheme.motion.easing.decelerate};
`;

export interface AccordionItemProps {
  /** Position among the accordion's items: the open index refers to it. */
  index: number;
  /** The button's content: phrasing content only (text, inline elements). */
  header: ReactNode;
  /** Shown before the heading in the header row (an icon); clicking it toggles too. */
  leading?: ReactNode;
  /** The heading level that wraps the button (default 3). */
  headingLevel?: HeadingLevel;
  /** The panel's content. */
  children: ReactNode;
  className?: string;
}

/** One heading + button + panel of an Accordion. */
export function AccordionItem({ index, header, leading, headingLevel = 3, children, className }: AccordionItemProps) {
  const context = useContext(AccordionContext);
  if (!context) throw new Error('AccordionItem must be rendered inside an Accordion');
  const { baseId, openIndex, toggle } = context;
  const buttonId = `${baseId}-button-${index}`;
  // Each item is a disclosure; the accordion owns which one is open (a change is always a flip of this item).
  const { buttonProps, panelProps } = useDisclosure({
    open: openIndex === index,
    onOpenChange: () => toggle(index),
    id: `${baseId}-panel-${index}`,
  });
  return (
    <Item className={className}>
      <HeaderRow data-accordion-header="">
        {leading}
        <Heading as={`h${headingLevel}`}>
          <Trigger type="button" id={buttonId} {...buttonProps} {...{ [TRIGGER_ATTRIBUTE]: '' }}>
            <Label>{header}</Label>
            <Chevron aria-hidden="true" />
          </Trigger>
        </Heading>
      </HeaderRow>
      <Panel {...panelProps} role="region" aria-labelledby={buttonId} data-accordion-panel="">
        {children}
      </Panel>
    </Item>
  );
}
