import { useId } from 'react';
import styled from 'styled-components';
import { Image } from '../../ui/Image';
import { RichText } from '../../ui/RichText';
import type { ButtonItem, ImageMedia } from '../../data/fragments';
import {
  BlockHeading,
  BlockSection,
  ContentButtonList,
  fromMediaItem,
  isShowableImage,
  textOf,
  usableButtonItems,
  useBlockHeading,
} from '../shared';
import type { BlockProps } from '../types';
import type { RepeatBlock } from './fragment';
import { cssTheme } from '../../styles/theme';

export type ContentItemType = 'intro' | 'text' | 'quote';

export interface ContentEntry {
  type: ContentItemType;
  title: string;
  /** Sanitized WordPress HTML. */
  description: string;
}

/**
 * The left column's blocks: intro, text or quote (an unknown type shows as text); a block
 * needs a description, or a title for a text block.
 */
export function contentEntriesOf(content: RepeatBlock['content']): ContentEntry[] {
  return (content ?? []).flatMap((item) => {
    const type: ContentItemType = item?.type === 'intro' || item?.type === 'quote' ? item.type : 'text';
    const title = type === 'text' ? textOf(item?.title) : '';
    const description = textOf(item?.description);
    return description || title ? [{ type, title, description }] : [];
  });
}

export interface CtaBox {
  title: string;
  image: ImageMedia;
  links: ButtonItem[];
}

/**
 * The sticky box, only when ctaTitle, ctaImage and at least one link (with url and text) are
 * all there (docs/behaviour/blocks.md#repeat_content_with_cta); null otherwise, and the content is centred.
 */
export function ctaBoxOf(block: Pick<RepeatBlock, 'ctaTitle' | 'ctaImage' | 'links'>): CtaBox | null {
  const title = textOf(block.ctaTitle);
  const links = usableButtonItems(block.links);
  if (!title || !isShowableImage(block.ctaImage) || links.length === 0) return null;
  return { title, image: block.ctaImage, links };
}

/* With the box beside the content is a data attribute with a static rule (no function interpolation: the class is made once). */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.xl};
  align-items: start;

  ${cssTheme.media.lg} {
    &:where([data-box]) {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      gap: ${cssTheme.space.xxl};
    }
  }
`;

const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.xl};
  min-width: 0;
`;

const Lead = styled(RichText)`
  font-size: ${cssTheme.fontSizes.lead};
  color: ${cssTheme.colors.navy};
`;

const TextTitle = styled.h3`
  margin: 0 0 ${cssTheme.space.sm};
  font-size: ${cssTheme.fontSizes.h3};
  color: ${cssTheme.colors.navy};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Quote = styled(RichText)`
  margin: 0;
  padding: ${cssTheme.space.md} ${cssTheme.space.lg};
  border-left: 4px solid ${cssTheme.colors.orange};
  background: ${cssTheme.colors.surface};
  border-radius: 0 ${cssTheme.radii.card} ${cssTheme.radii.card} 0;
  color: ${cssTheme.colors.navy};
  font-size: ${cssTheme.fontSizes.lead};
  font-style: italic;
`;

const Box = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.lg};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.surface};
  color: ${cssTheme.colors.navy};

  ${cssTheme.media.lg} {
    position: sticky;
    top: calc(${cssTheme.layout.headerHeightSticky}px + ${cssTheme.space.lg});
  }
`;

const BoxTitle = styled.h3`
  margin: 0;
  font-size: ${cssTheme.fontSizes.h3};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const BoxImage = styled.div`
  overflow: hidden;
  border-radius: ${cssTheme.radii.small};
`;

function ContentBlock({ entry, headingLevel }: { entry: ContentEntry; headingLevel: 2 | 3 }) {
  if (entry.type === 'intro') return <Lead html={entry.description} headingBase={headingLevel} />;
  if (entry.type === 'quote') return <Quote forwardedAs="blockquote" html={entry.description} headingBase={headingLevel} />;
  return (
    <div>
      {entry.title && <TextTitle as={`h${headingLevel}`}>{entry.title}</TextTitle>}
      <RichText html={entry.description} headingBase={entry.title ? headingLevel + 1 : headingLevel} />
    </div>
  );
}

function CtaAside({ box, headingLevel }: { box: CtaBox; headingLevel: 2 | 3 }) {
  const titleId = useId();
  // A group named by its title, not an <aside>: a complementary landmark may not sit inside the section's region.
  return (
    <Box role="group" aria-labelledby={titleId}>
      <BoxTitle as={`h${headingLevel}`} id={titleId}>
        {box.title}
      </BoxTitle>
      <BoxImage>
        <Image {...fromMediaItem(box.image)} sizes="(min-width: 1024px) 33vw, 100vw" />
      </BoxImage>
      <ContentButtonList items={box.links} />
    </Box>
  );
}

/**
 * repeat_content_with_cta (docs/behaviour/blocks.md#repeat_content_with_cta): a column of blocks (intro as a lead paragraph, text as an
 * optional heading and body, quote as a blockquote) and, when ctaTitle, ctaImage and links are
 * all present, a sticky box beside it with the title, image and buttons; without the box the
 * column is centred.
 */
export function RepeatContentWithCta({ block, index, page }: BlockProps<RepeatBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const entries = contentEntriesOf(block.content);
  const box = ctaBoxOf(block);
  if (!heading.text && entries.length === 0 && !box) return null;
  return (
    // Without the box the whole section (title and column) is one centred column.
    <BlockSection heading={heading} sectionId={block.sectionId} width={box ? 'container' : 'readable'}>
      <BlockHeading heading={heading} />
      <Layout data-box={box ? '' : undefined}>
        <Column>
          {entries.map((entry, position) => (
            <ContentBlock key={position} entry={entry} headingLevel={heading.itemLevel} />
          ))}
        </Column>
        {box && <CtaAside box={box} headingLevel={heading.itemLevel} />}
      </Layout>
    </BlockSection>
  );
}
