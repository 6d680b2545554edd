import styled from 'styled-components';
import type { PostCardData } from './listing/types';
import { PostCard } from './PostCard';
import { cssTheme } from '../../styles/theme';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${cssTheme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${cssTheme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Post cards in a responsive grid (a list: screen readers say how many). */
export function PostCardGrid({
  posts,
  headingLevel,
  className,
}: {
  posts: readonly PostCardData[];
  headingLevel: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <Grid className={className}>
      {posts.map((post) => (
        <li key={post.databaseId}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
