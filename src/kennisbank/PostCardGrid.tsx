import { CardGrid } from '../ui/CardGrid';
import type { PostCardData } from './listing/types';
import { PostCard } from './PostCard';

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
    <CardGrid className={className}>
      {posts.map((post) => (
        <li key={post.databaseId}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
