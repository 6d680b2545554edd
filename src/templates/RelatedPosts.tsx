import styled from 'styled-components';
import type { PostCardData } from '../kennisbank/listing/types';
import { PostCardGrid } from '../kennisbank/PostCardGrid';
import { Container } from '../ui/Container';
import { cssTheme } from '../styles/theme';

/** How many posts the end of a post suggests. */
export const RELATED_POSTS_LIMIT = 3;

export const RELATED_POSTS_COPY = { title: 'Lees ook' } as const;

/**
 * The cards of the posts to suggest, in the order gatsby-node chose them (the post's
 * `relatedPosts` field resolves the page context's `relatedIds` in order, from relatedPostIds in
 * related-posts.ts), at most `limit`; cards without a uri are left out.
 */
export function suggestions(posts: readonly PostCardData[], limit: number = RELATED_POSTS_LIMIT): PostCardData[] {
  return posts.filter((post) => !!post.uri).slice(0, limit);
}

const Section = styled(Container)`
  margin-block: ${cssTheme.space.xxl};
`;

const Title = styled.h2`
  margin: 0 0 ${cssTheme.space.lg};
  font-size: ${cssTheme.fontSizes.h2};
  color: ${cssTheme.colors.navy};
`;

const TITLE_ID = 'lees-ook';

/** 'Lees ook' (h2) with up to three post cards; nothing when there is nothing to suggest. */
export function RelatedPosts({ posts }: { posts: readonly PostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <Section as="section" aria-labelledby={TITLE_ID} data-testid="related-posts">
      <Title id={TITLE_ID}>{RELATED_POSTS_COPY.title}</Title>
      <PostCardGrid posts={posts} headingLevel={3} />
    </Section>
  );
}
