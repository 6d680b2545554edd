import { useMemo } from 'react';
import styled from 'styled-components';
import { BlockSection, ContentButtonList, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import type { PostsBlock } from './fragment';
import { PostsHead } from './PostsHead';
import { PostCardGrid } from '../../kennisbank/PostCardGrid';
import { toPostCards } from '../../kennisbank/post-card';
import { cssTheme } from '../../styles/theme';

const Links = styled(ContentButtonList)`
  margin-top: ${cssTheme.space.xl};
`;

/** What a visitor reads where the page's first block is a latest-posts block and there are no posts yet. */
export const NO_POSTS_YET = 'Er zijn nog geen artikelen.';

/**
 * posts_latest (docs/behaviour/kennisbank.md#latest-posts): the newest posts as cards (gatsby-node gives the block its
 * `count` newest, 3 by default), with the block's label, title, description and buttons.
 * Without posts the block is left out, except as a page's first block, which owns the h1:
 * then it keeps its heading and says there are no articles yet.
 */
export function PostsLatest({ block, index, page }: BlockProps<PostsBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const posts = useMemo(() => toPostCards(block.latestPosts), [block.latestPosts]);
  if (posts.length === 0 && index !== 0) return null;
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <PostsHead label={block.label} description={block.description} heading={heading} />
      {posts.length > 0 ? <PostCardGrid posts={posts} headingLevel={heading.itemLevel} /> : <p>{NO_POSTS_YET}</p>}
      <Links items={block.links} />
    </BlockSection>
  );
}
