import styled, { css } from 'styled-components';
import { transitionOf } from '../../styles/motion';
import { Accordion, AccordionItem, useAccordionState } from '../../ui/Accordion';
import { FadeIn } from '../../ui/FadeIn';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { ImageMedia } from '../../data/fragments';
import { BlockHeading, BlockSection, fromMediaItem, textOf, useBlockHeading, type HeadingLevels } from '../shared';
import type { BlockProps } from '../types';
import { REPEAT_COPY } from './copy';
import type { RepeatBlock } from './fragment';
import { coversCard } from '../../styles/covers-card';
import { Arrow, ArrowGlyph } from './shared';
import { cssTheme } from '../../styles/theme';

export type UspView = 'default' | 'foldable';

export interface UspEntry {
  title: string;
  /** Sanitized WordPress HTML; '' for none. */
  description: string;
  /** link.uri; '' when the item links nowhere. */
  uri: string;
  icon: ImageMedia | null;
}

/** The block's view: 'foldable', or 'default' for anything else (docs/behaviour/blocks.md#repeat_usps). */
export function uspViewOf(view: string | null | undefined): UspView {
  return view === 'foldable' ? 'foldable' : 'default';
}

/**
 * The items that can be shown: an item needs a title or a description. In the foldable view
 * the title is the button that opens an item, so items without one are left out there.
 */
export function uspEntriesOf(usps: RepeatBlock['usps'], view: UspView): UspEntry[] {
  return (usps ?? []).flatMap((item) => {
    const entry = {
      title: textOf(item?.title),
      description: textOf(item?.description),
      uri: textOf(item?.link?.uri),
      icon: item?.icon ?? null,
    };
    if (!entry.title && !entry.description) return [];
    if (view === 'foldable' && !entry.title) return [];
    return [entry];
  });
}

const ICON_BOX = '3rem';
/** Media URL mode: icons are requested at twice their box width. */
const ICON_REQUEST_WIDTH = 96;

const IconBox = styled.div`
  flex: none;
  width: ${ICON_BOX};

  & img {
    object-fit: contain;
  }
`;

function UspIcon({ icon }: { icon: ImageMedia | null }) {
  if (!icon) return null;
  return (
    <IconBox>
      <Image {...fromMediaItem(icon)} alt="" requestWidth={ICON_REQUEST_WIDTH} sizes={ICON_BOX} />
    </IconBox>
  );
}

/** Linked items show an arrow on hover (and on keyboard focus). */
const hoverArrow = css`
  ${ArrowGlyph} {
    opacity: 0;
    transform: translateX(-0.25rem);
  }
  &:hover ${ArrowGlyph}, &:focus-within ${ArrowGlyph} {
    opacity: 1;
    transform: none;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${cssTheme.colors.border};
`;

/* Linked is a data attribute with static rules (no function interpolation: the class is made once). */
const DefaultItem = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: ${ICON_BOX} minmax(0, 1fr);
  gap: ${cssTheme.space.sm} ${cssTheme.space.md};
  align-items: start;
  padding: ${cssTheme.space.lg} 0;
  border-bottom: 1px solid ${cssTheme.colors.border};

  ${cssTheme.media.md} {
    grid-template-columns: ${ICON_BOX} minmax(0, 1fr) minmax(0, 2fr) ${cssTheme.space.lg};
    gap: ${cssTheme.space.lg};
  }

  &:where([data-linked]) {
    ${hoverArrow}
    &:hover h2,
    &:hover h3 {
      color: ${cssTheme.colors.orange};
    }
  }
`;

const ItemTitle = styled.h3`
  grid-column: 2;
  margin: 0;
  font-size: ${cssTheme.fontSizes.lead};
  color: ${cssTheme.colors.navy};
  overflow-wrap: break-word;
  hyphens: auto;
  transition: ${transitionOf('color')};
`;

const ItemDescription = styled.div`
  grid-column: 2;
  min-width: 0;

  ${cssTheme.media.md} {
    grid-column: 3;
  }

  /* Links in the text stay clickable above the item's link. */
  & a {
    position: relative;
    z-index: 1;
  }
`;

/** The item's link: its ::after covers the whole item, so the item is clickable as a whole. */
const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  ${coversCard}

  &:focus-visible::after {
    outline-offset: 2px;
  }
`;

const ItemArrow = styled(Arrow)`
  grid-column: 2;
  color: ${cssTheme.colors.orange};

  ${cssTheme.media.md} {
    grid-column: 4;
    grid-row: 1;
  }
`;

function readMoreLabel(title: string) {
  return (
    <>
      {REPEAT_COPY.readMore}
      {title && <VisuallyHidden>{REPEAT_COPY.about(title)}</VisuallyHidden>}
    </>
  );
}

function DefaultUsp({ entry, headingLevel }: { entry: UspEntry; headingLevel: 2 | 3 }) {
  const linked = !!entry.uri;
  return (
    <DefaultItem data-linked={linked ? '' : undefined}>
      <UspIcon icon={entry.icon} />
      {entry.title && (
        <ItemTitle as={`h${headingLevel}`}>
          {linked ? <StretchedLink href={entry.uri}>{entry.title}</StretchedLink> : entry.title}
        </ItemTitle>
      )}
      <ItemDescription>
        <RichText html={entry.description} headingBase={entry.title ? headingLevel + 1 : headingLevel} />
        {/* Without a title the link needs a text of its own. */}
        {linked && !entry.title && <StretchedLink href={entry.uri}>{readMoreLabel('')}</StretchedLink>}
      </ItemDescription>
      {linked && <ItemArrow />}
    </DefaultItem>
  );
}

const FoldableList = styled(Accordion)`
  border-top: 1px solid ${cssTheme.colors.border};
`;

/* Only a linked item has the arrow (its read-more link), so the arrow's rules need no condition (and no function interpolation). */
const FoldableItem = styled(AccordionItem)`
  [data-accordion-header] {
    gap: ${cssTheme.space.md};
  }

  [data-accordion-panel] {
    padding-left: calc(${ICON_BOX} + ${cssTheme.space.md});
  }

  ${hoverArrow}
`;

const ReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${cssTheme.space.sm};
  margin-top: ${cssTheme.space.md};
  color: ${cssTheme.colors.orange};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    color: ${cssTheme.colors.orangeHover};
    text-decoration: underline;
  }
`;

function FoldableUsps({ entries, heading }: { entries: UspEntry[]; heading: HeadingLevels }) {
  const [openIndex, setOpenIndex] = useAccordionState(0);
  return (
    <FoldableList openIndex={openIndex} onOpenChange={setOpenIndex}>
      {entries.map((entry, position) => (
        <FadeIn key={`${position}-${entry.title}`} index={position}>
          <FoldableItem index={position} header={entry.title} leading={<UspIcon icon={entry.icon} />} headingLevel={heading.itemLevel}>
            <RichText html={entry.description} headingBase={heading.itemLevel + 1} />
            {entry.uri && (
              <ReadMore href={entry.uri}>
                {readMoreLabel(entry.title)}
                <Arrow />
              </ReadMore>
            )}
          </FoldableItem>
        </FadeIn>
      ))}
    </FoldableList>
  );
}

/**
 * repeat_usps (docs/behaviour/blocks.md#repeat_usps): icon, title and description per item, at most 1070 px wide.
 * Default view: the description next to the title; a linked item is a link as a whole.
 * Foldable view: an accordion, first item open, one at a time, the open one closes on a
 * click; a linked item's panel has its link. Linked items show an arrow on hover; items fade
 * up one after the other (300 + 100 × index ms).
 */
export function RepeatUsps({ block, index, page }: BlockProps<RepeatBlock>) {
  const view = uspViewOf(block.view);
  const heading = useBlockHeading(index, block.title, page.title);
  const entries = uspEntriesOf(block.usps, view);
  if (!heading.text && entries.length === 0) return null;
  return (
    <BlockSection heading={heading} sectionId={block.sectionId} width="usp">
      <BlockHeading heading={heading} />
      {entries.length > 0 && view === 'foldable' && <FoldableUsps entries={entries} heading={heading} />}
      {entries.length > 0 && view === 'default' && (
        <List>
          {entries.map((entry, position) => (
            <li key={`${position}-${entry.title}`}>
              <FadeIn index={position}>
                <DefaultUsp entry={entry} headingLevel={heading.itemLevel} />
              </FadeIn>
            </li>
          ))}
        </List>
      )}
    </BlockSection>
  );
}
