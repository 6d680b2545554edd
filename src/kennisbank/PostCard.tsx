import styled from 'styled-components';
import { formatDutchDate } from '../lib/format';
import { transitionOf } from '../styles/motion';
import { Chip, ChipList } from '../ui/Chip';
import { fromMediaItem, type MediaItem } from '../data/media';
import { Image } from '../ui/Image';
import { Link } from '../ui/Link';
import { coversCard } from '../styles/covers-card';
import type { PostCardData } from './listing/types';
import { cssTheme } from '../styles/theme';

/** Card images are cropped to one shape so the cards of a grid line up. */
const POST_CARD_IMAGE_RATIO = '16 / 9';
/** The card image's rendered width: a third of the container on large screens, full width on phones. */
const POST_CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';
/** Media-URL mode (no processed file): the width the card asks for. */
const POST_CARD_IMAGE_WIDTH = 640;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.background};
  transition: ${transitionOf('box-shadow')};

  &:hover,
  &:focus-within {
    box-shadow: ${cssTheme.shadows.card};
  }
`;

const Media = styled.div`
  order: -1;
  aspect-ratio: ${POST_CARD_IMAGE_RATIO};
  background: ${cssTheme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${cssTheme.space.sm};
  padding: ${cssTheme.space.lg};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${cssTheme.fontSizes.lead};
  line-height: 1.3;
  color: ${cssTheme.colors.navy};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  ${coversCard}

  &:focus-visible::after {
    outline-offset: -3px;
    border-radius: ${cssTheme.radii.card};
  }

  ${Card}:hover & {
    text-decoration: underline;
  }
`;

const Published = styled.time`
  color: ${cssTheme.colors.textMuted};
  font-size: ${cssTheme.fontSizes.small};
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${cssTheme.colors.text};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export interface PostCardProps {
  post: PostCardData;
  /** The title's heading level: one below the heading the cards sit under. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A post as a card (docs/behaviour/kennisbank.md#post-cards): category chips (never category 1; toPostCard dropped it),
 * the title as a heading whose link is the one click target of the whole card (no nested
 * links), the date in Dutch, the excerpt and the featured image with its blurred placeholder.
 * The image comes first on screen but after the title in the document, so the card is read
 * title first; it is decorative (the title names the link).
 */
export function PostCard({ post, headingLevel = 3 }: PostCardProps) {
  const published = formatDutchDate(post.date);
  const image = post.image as MediaItem | null;
  return (
    <Card data-post-id={post.databaseId}>
      <Body>
        <Title as={`h${headingLevel}`}>
          <TitleLink href={post.uri}>{post.title || post.uri}</TitleLink>
        </Title>
        {post.categories.length > 0 && (
          <ChipList aria-label="Categorieën">
            {post.categories.map((category) => (
              <li key={category.databaseId}>
                <Chip>{category.name}</Chip>
              </li>
            ))}
          </ChipList>
        )}
        {published && <Published dateTime={post.date}>{published}</Published>}
        {post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
      </Body>
      {image && (
        <Media>
          <Image {...fromMediaItem(image)} alt="" fit="cover" requestWidth={POST_CARD_IMAGE_WIDTH} sizes={POST_CARD_IMAGE_SIZES} />
        </Media>
      )}
    </Card>
  );
}
