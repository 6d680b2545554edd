import { useMemo } from 'react';
import styled from 'styled-components';
import { KennisbankListing } from '../../kennisbank/KennisbankListing';
import { manifestOf } from '../../kennisbank/listing-state';
import { toPostCards } from '../../kennisbank/post-card';
import { cssTheme } from '../../styles/theme';
import { RichText } from '../../ui/RichText';
import { BlockHeading, BlockSection, ContentButtonList, Kicker, textOf, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import type { PostsBlock } from './fragment';

const Head = styled.div`
  display: grid;
  gap: ${cssTheme.space.md};
  margin-bottom: ${cssTheme.space.xl};
  padding: ${cssTheme.space.xl};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.surface};
`;

const Intro = styled(RichText)`
  max-width: ${cssTheme.layout.readableWidth};
  color: ${cssTheme.colors.textMuted};
  font-size: ${cssTheme.fontSizes.lead};
`;

const Links = styled(ContentButtonList)`
  margin-top: ${cssTheme.space.xl};
`;

export type PostsBlogProps = BlockProps<PostsBlock>;

/**
 * posts_blog, the Kennisbank overview (docs/behaviour/kennisbank.md#the-overview): a
 * banner-like head, the category filter ('Filter artikelen:'), a search box for _q, the cards
 * and previous/next. The first page is in the HTML (listingFirstPage, no script needed); the
 * list the URL asks for is loaded from the build's static listing files (useListing), and
 * every change is written back to the URL.
 */
export function PostsBlog({ block, index, page }: PostsBlogProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const manifest = useMemo(() => manifestOf(block.listingManifest), [block.listingManifest]);
  const firstPosts = useMemo(() => toPostCards(block.listingFirstPage), [block.listingFirstPage]);

  const label = textOf(block.label);
  const description = textOf(block.description);
  const itemLevel = heading.itemLevel;

  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Head>
        {label && <Kicker>{label}</Kicker>}
        <BlockHeading heading={heading} />
        {description && <Intro html={description} headingBase={itemLevel} />}
      </Head>

      <KennisbankListing manifest={manifest} firstPosts={firstPosts} headingLevel={itemLevel} />
      <Links items={block.links} />
    </BlockSection>
  );
}
