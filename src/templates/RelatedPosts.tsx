import styled from 'styled-components';
import { comparePosts, type PostCardData } from '../blocks/posts/listing/types';
import { PostCard } from '../blocks/posts/PostCard';
import { Container } from '../ui/Container';

/** How many posts the end of a post suggests. */
export const RELATED_POSTS_LIMIT = 3;

export const RELATED_POSTS_COPY = { title: 'Lees ook' } as const;

/**
 * The posts to suggest at the end of a post, so a reader does not dead-end: those sharing a
 * category with it first, then the newest others, each once, never the post itself, each
 * group newest first (the listing's order), at most `limit`.
 */
export function pickRelatedPosts(
  currentId: number | null | undefined,
  sameCategory: readonly PostCardData[],
  newest: readonly PostCardData[],
  limit: number = RELATED_POSTS_LIMIT,
): PostCardData[] {
  const picked: PostCardData[] = [];
  const seen = new Set<number>(currentId == null ? [] : [currentId]);
  for (const group of [sameCategory, newest]) {
    for (const post of [...group].sort(comparePosts)) {
      if (picked.length >= limit) return picked;
      if (seen.has(post.databaseId) || !post.uri) continue;
      seen.add(post.databaseId);
      picked.push(post);
    }
  }
  return picked;
}

const Section = styled(Container)`
  margin-block: ${({ theme }) => theme.space.xxl};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ theme }) => theme.colors.navy};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }

  > li > * {
    flex: 1;
  }
`;

const TITLE_ID = 'lees-ook';

/** 'Lees ook' (h2) with up to three post cards; nothing when there is nothing to suggest. */
export function RelatedPosts({ posts }: { posts: readonly PostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <Section as="section" aria-labelledby={TITLE_ID} data-testid="related-posts">
      <Title id={TITLE_ID}>{RELATED_POSTS_COPY.title}</Title>
      <Grid>
        {posts.map((post) => (
          <li key={post.databaseId}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
