import { useId } from 'react';
import styled from 'styled-components';
import { formatDutchDate } from '../../lib/format';
import { Chip, ChipList } from '../../ui/Chip';
import { Image } from '../../ui/Image';
import type { BlockProps } from '../types';
import { categoryChips } from './banner-post';
import { hasImage } from './banner-service';
import type { BannerBlock } from './fragment';
import { BannerHeading, bannerTitle, headingTag, SplitBanner, textOf } from './shared';

const Chips = styled(ChipList)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Visual = styled.div`
  border-radius: ${({ theme }) => theme.radii.card};
  overflow: hidden;
`;

/**
 * banner_post (spec §2): the post's category chips (never category 1), its title, the
 * published date in Dutch long format and the author, beside the post's featured image.
 */
export function BannerPost({ block, index, page }: BlockProps<BannerBlock>) {
  const titleId = useId();
  const title = bannerTitle(block.title, page.title);
  const post = page.post;
  const chips = categoryChips(post?.categories);
  const date = textOf(post?.date);
  const published = formatDutchDate(date);
  const author = textOf(post?.author);
  return (
    <SplitBanner aria-labelledby={title ? titleId : undefined}>
      <div>
        {chips.length > 0 && (
          <Chips>
            {chips.map((chip) => (
              <li key={chip.databaseId}>
                <Chip>{chip.name}</Chip>
              </li>
            ))}
          </Chips>
        )}
        {title && (
          <BannerHeading as={headingTag(index)} id={titleId}>
            {title}
          </BannerHeading>
        )}
        {(published || author) && (
          <Meta>
            {published && <time dateTime={date}>{published}</time>}
            {published && author && <span aria-hidden="true">·</span>}
            {author && <span>{author}</span>}
          </Meta>
        )}
      </div>
      {hasImage(page.featuredImage) && (
        <Visual>
          <Image image={page.featuredImage} loading="eager" sizes="(min-width: 1024px) 50vw, 100vw" />
        </Visual>
      )}
    </SplitBanner>
  );
}
