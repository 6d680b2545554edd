import { useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { safeUrl } from '../../lib/links';
import { reveal, transitionOf } from '../../styles/motion';
import { Button } from '../../ui/Button';
import { CardGrid } from '../../ui/CardGrid';
import { DisclosureRow, useDisclosure } from '../../ui/Disclosure';
import { Image } from '../../ui/Image';
import { RichText } from '../../ui/RichText';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { ImageMedia } from '../../data/fragments';
import { BlockHeading, BlockSection, fromMediaItem, textOf, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import { REPEAT_COPY } from './copy';
import type { RepeatBlock } from './fragment';
import { coversCard } from '../../styles/covers-card';
import { SectionIntro } from './shared';
import { cssTheme } from '../../styles/theme';

/** Where a card's link goes when it has none (docs/behaviour/blocks.md#repeat_services). */
export const DEFAULT_SERVICE_URL = '/';

export interface ServiceCardEntry {
  title: string;
  /** Sanitized WordPress HTML; '' for none. */
  text: string;
  image: ImageMedia | null;
  link: { url: string; title: string; newTab: boolean };
}

/**
 * The cards that can be shown (a card needs a title, a text or an image). Every card links
 * somewhere: to its link url, or to '/' when that is missing.
 */
export function serviceCardsOf(services: RepeatBlock['serviceCards']): ServiceCardEntry[] {
  return (services ?? []).flatMap((service) => {
    const title = textOf(service?.title);
    const text = textOf(service?.text);
    const image = service?.image ?? null;
    if (!title && !text && !image) return [];
    const link = service?.link;
    return [
      {
        title,
        text,
        image,
        link: { url: safeUrl(link?.url) ?? DEFAULT_SERVICE_URL, title: textOf(link?.title), newTab: textOf(link?.target) === '_blank' },
      },
    ];
  });
}

/** A pointer press this recent is what focused a card's button (not the keyboard). */
const POINTER_FOCUS_WINDOW_MS = 1000;

type OpenIndex = number | null;

/**
 * Which card is open, one at a time. Mouse: hovering opens a card, leaving closes it, a click
 * keeps it open. Touch and pen: a tap toggles the card. Keyboard: focusing a card's button opens
 * it, Enter/Space toggle it, focus leaving the card closes it.
 */
function useServiceCards() {
  const [openIndex, setOpenIndex] = useState<OpenIndex>(null);
  const lastPointer = useRef<{ type: string; at: number } | null>(null);

  const recentPointer = () => {
    const pointer = lastPointer.current;
    return pointer && performance.now() - pointer.at < POINTER_FOCUS_WINDOW_MS ? pointer : null;
  };
  const closeIf = (index: number) => setOpenIndex((open) => (open === index ? null : open));

  const handlersFor = (index: number) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setOpenIndex(index);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') closeIf(index);
    },
    onPointerDown: (event: PointerEvent) => {
      lastPointer.current = { type: event.pointerType, at: performance.now() };
    },
    onToggleFocus: () => {
      // A pointer press focuses the button too; only keyboard focus opens the card here.
      if (!recentPointer()) setOpenIndex(index);
    },
    onToggleClick: () => {
      const pointer = recentPointer();
      lastPointer.current = null;
      // With a mouse the card is open while hovered: a click does not close it under the pointer.
      if (pointer?.type === 'mouse') setOpenIndex(index);
      else setOpenIndex((open) => (open === index ? null : index));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeIf(index);
    },
  });

  return { openIndex, handlersFor };
}

/*
 * Open is a data attribute on the card, read by static rules of the card and its plus-minus sign:
 * no function interpolations, so styled-components makes these classes once, not again on every
 * hover or click that opens a card. The variants sit in :where(), as heavy as the rules they replace.
 */
const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.background};
  box-shadow: none;
  transition: ${transitionOf('box-shadow')};

  &:where([data-open]) {
    box-shadow: ${cssTheme.shadows.card};
  }
`;

/** Card images are cropped to one shape so the cards line up. */
const CARD_IMAGE_RATIO = '4 / 3';

const Media = styled.div`
  aspect-ratio: ${CARD_IMAGE_RATIO};
  background: ${cssTheme.colors.surface};
`;

const CardBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.lg};
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: ${cssTheme.fontSizes.h3};
  color: ${cssTheme.colors.navy};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Toggle = styled(DisclosureRow)`
  /* The whole card is the button's target (tap anywhere on the card). */
  ${coversCard}

  &:focus-visible::after {
    outline-offset: -3px;
    border-radius: ${cssTheme.radii.card};
  }
`;

const ToggleLabel = styled.span`
  min-width: 0;
`;

const PlusMinus = styled.span`
  position: relative;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  background: ${cssTheme.colors.orange};

  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 50% 25% auto;
    height: 2px;
    margin-top: -1px;
    background: ${cssTheme.colors.white};
    transition: ${transitionOf('transform')};
  }

  &::after {
    transform: rotate(90deg);
  }

  :where([data-open]) &::after {
    transform: rotate(0deg);
  }
`;

const Panel = styled.div`
  /* Above the card-wide button target: the open text can be read and selected, its links clicked. */
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.md};
  animation: ${reveal} ${cssTheme.motion.duration.reveal} ${cssTheme.motion.easing.decelerate};

  & > a {
    justify-self: start;
  }

  &[hidden] {
    display: none;
  }
`;

interface ServiceCardProps {
  card: ServiceCardEntry;
  open: boolean;
  headingLevel: 2 | 3;
  handlers: ReturnType<ReturnType<typeof useServiceCards>['handlersFor']>;
}

function ServiceCard({ card, open, headingLevel, handlers }: ServiceCardProps) {
  const { onToggleFocus, onToggleClick, ...cardHandlers } = handlers;
  // The button's click follows the card's pointer rules (a mouse click keeps a hovered card open).
  const { buttonProps, panelProps } = useDisclosure({ open, onOpenChange: onToggleClick });
  // A card without a title has no button to open it: its text and link simply show.
  const foldable = !!card.title;
  const linkLabel = card.link.title || (
    <>
      {REPEAT_COPY.readMore}
      {card.title && <VisuallyHidden>{REPEAT_COPY.about(card.title)}</VisuallyHidden>}
    </>
  );
  const panel = (
    <Panel id={panelProps.id} hidden={foldable && panelProps.hidden}>
      <RichText html={card.text} headingBase={foldable ? headingLevel + 1 : headingLevel} />
      <Button href={card.link.url} newTab={card.link.newTab} appearance="primary">
        {linkLabel}
      </Button>
    </Panel>
  );
  return (
    <Card data-open={open ? '' : undefined} {...(foldable ? cardHandlers : {})}>
      {card.image && (
        <Media>
          <Image {...fromMediaItem(card.image)} fit="cover" sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
        </Media>
      )}
      <CardBody>
        {foldable && (
          <CardTitle as={`h${headingLevel}`}>
            <Toggle type="button" {...buttonProps} onFocus={onToggleFocus}>
              <ToggleLabel>{card.title}</ToggleLabel>
              <PlusMinus aria-hidden="true" />
            </Toggle>
          </CardTitle>
        )}
        {panel}
      </CardBody>
    </Card>
  );
}

/**
 * repeat_services (docs/behaviour/blocks.md#repeat_services): title (the page's h1 when first, else h2), description, an
 * optional anchor, and a grid of service cards: 1 column on phones, 2 on tablets, 3 wider.
 * A card shows its image and title; hovering, tapping or keyboard-focusing it opens its text
 * and link button (to the link url, '/' by default), one card at a time. Each card's title is
 * a button with aria-expanded/aria-controls.
 */
export function RepeatServices({ block, index, page }: BlockProps<RepeatBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const cards = serviceCardsOf(block.serviceCards);
  const { openIndex, handlersFor } = useServiceCards();
  if (!heading.text && !textOf(block.description) && cards.length === 0) return null;
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <BlockHeading heading={heading} />
      <SectionIntro html={block.description} headingBase={heading.itemLevel} />
      {cards.length > 0 && (
        // A card opens on its own: the others in its row keep their height.
        <CardGrid align="start">
          {cards.map((card, position) => (
            <ServiceCard
              key={`${position}-${card.title}`}
              card={card}
              open={openIndex === position}
              headingLevel={heading.itemLevel}
              handlers={handlersFor(position)}
            />
          ))}
        </CardGrid>
      )}
    </BlockSection>
  );
}
