import styled from 'styled-components';
import { formatDutchDate } from '../../lib/format';
import { Chip, ChipList } from '../../ui/Chip';
import { textOf, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import { categoryChips } from './banner-post';
import type { BannerBlock } from './fragment';
import { SplitBanner } from './shared';
import { cssTheme } from '../../styles/theme';

const Chips = styled(ChipList)`
  margin-bottom: ${cssTheme.space.md};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.xs} ${cssTheme.space.sm};
  margin: 0;
  color: ${cssTheme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * banner_post (docs/behaviour/blocks.md#banners): the post's category chips (never category 1), its title, the
 * published date in Dutch long format and the author, beside the post's featured image.
 */
export function BannerPost({ block, index, page }: BlockProps<BannerBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const post = page.post;
  const chips = categoryChips(post?.categories);
  const date = textOf(post?.date);
  const published = formatDutchDate(date);
  const author = textOf(post?.author);
  const kicker =
    chips.length > 0 ? (
      <Chips>
        {chips.map((chip) => (
          <li key={chip.databaseId}>
            <Chip>{chip.name}</Chip>
          </li>
        ))}
      </Chips>
    ) : null;
  return (
    <SplitBanner heading={heading} sectionId={block.sectionId} image={page.featuredImage} kicker={kicker}>
      {(published || author) && (
        <Meta>
          {published && <time dateTime={date}>{published}</time>}
          {published && author && <span aria-hidden="true">·</span>}
          {author && <span>{author}</span>}
        </Meta>
      )}
    </SplitBanner>
  );
}
