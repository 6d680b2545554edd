import { useId, useRef } from 'react';
import styled from 'styled-components';
import { transitionOf } from '../styles/motion';
import { cssTheme } from '../styles/theme';
import { Button } from '../ui/Button';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { CategoryFilter } from './CategoryFilter';
import type { ListingManifest, PostCardData } from './listing/types';
import { LISTING_COPY, resultAnnouncement } from './listing-copy';
import { Pagination } from './Pagination';
import { PostCardGrid } from './PostCardGrid';
import { SearchBox } from './SearchBox';
import { useListing } from './useListing';

const Controls = styled.div`
  display: grid;
  gap: ${cssTheme.space.lg};
  margin-bottom: ${cssTheme.space.xl};

  ${cssTheme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Results = styled.section`
  /* The list's top lands below the sticky header when a page change scrolls to it. */
  scroll-margin-top: ${cssTheme.layout.headerHeightSticky}px;

  /* Focused by script after a page change (tabIndex -1): no ring around the whole list. */
  &:focus {
    outline: none;
  }

  & img {
    transition: ${transitionOf('opacity')};
  }

  /*
   * Loading: the old cards stay, their images dimmed (the text keeps its contrast), not clickable.
   * Read from aria-busy by a static rule (no function interpolation: the class is made once).
   */
  &:where([aria-busy='true']) {
    cursor: progress;

    & article {
      pointer-events: none;
    }

    & img {
      opacity: 0.35;
    }
  }
`;

const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.xl};
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.card};

  & > p {
    margin: 0;
  }
`;

const NoticeTitle = styled.p`
  font-size: ${cssTheme.fontSizes.lead};
  font-weight: 700;
  color: ${cssTheme.colors.navy};
`;

const LoadingNote = styled.p`
  margin: 0 0 ${cssTheme.space.md};
  color: ${cssTheme.colors.textMuted};
`;

/**
 * The Kennisbank listing, below a posts_blog block's head: the category filter, the search box,
 * the cards and previous/next. The first page is in the HTML (firstPosts, no script needed); the
 * list the URL asks for is loaded from the build's static listing files (useListing), and every
 * change is written back to the URL. Without a manifest (no listing files) the first page shows,
 * without filter and search. headingLevel is the level of the filter's and the results' headings;
 * the cards' are one below.
 */
export function KennisbankListing({
  manifest,
  firstPosts,
  headingLevel,
}: {
  manifest: ListingManifest | null;
  firstPosts: PostCardData[];
  headingLevel: 2 | 3;
}) {
  const listTop = useRef<HTMLElement>(null);
  const listing = useListing(manifest, firstPosts, { listTop });
  const resultsHeadingId = useId();
  const announcement = announcementOf(listing);
  const cardLevel = (headingLevel + 1) as 3 | 4;
  const { posts, hasNextPage, hasPreviousPage } = listing.page;
  const busy = listing.status === 'loading';
  const filtered = listing.params.filters.length > 0 || listing.params.query !== '';

  return (
    <>
      {manifest && (
        <Controls>
          <CategoryFilter
            categories={manifest.categories}
            selected={listing.params.filters}
            onToggle={listing.toggle}
            headingLevel={headingLevel}
          />
          <SearchBox query={listing.params.query} onSearch={listing.search} />
        </Controls>
      )}

      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>

      <Results ref={listTop} tabIndex={-1} aria-busy={busy} aria-labelledby={resultsHeadingId}>
        <VisuallyHidden as={`h${headingLevel}`} id={resultsHeadingId}>
          {LISTING_COPY.results}
        </VisuallyHidden>
        {busy && <LoadingNote aria-hidden="true">{LISTING_COPY.loading}</LoadingNote>}
        {listing.status === 'error' ? (
          <Notice>
            <NoticeTitle>{LISTING_COPY.error}</NoticeTitle>
            <p>{LISTING_COPY.errorHint}</p>
            <Button type="button" appearance="primary" onClick={listing.retry}>
              {LISTING_COPY.retry}
            </Button>
          </Notice>
        ) : posts.length === 0 ? (
          <Notice>
            <NoticeTitle>{LISTING_COPY.empty}</NoticeTitle>
            {filtered && (
              <>
                <p>{LISTING_COPY.emptyHint}</p>
                <Button type="button" appearance="primary" onClick={listing.clearFilters}>
                  {LISTING_COPY.clearFilters}
                </Button>
              </>
            )}
          </Notice>
        ) : (
          <PostCardGrid posts={posts} headingLevel={cardLevel} />
        )}
      </Results>

      {listing.status !== 'error' && (
        <Pagination hasPrevious={hasPreviousPage} hasNext={hasNextPage} onPrevious={listing.previous} onNext={listing.next} />
      )}
    </>
  );
}

/** The live region's text: said after a change the visitor made, not on the first load. */
function announcementOf({ status, changed, page, params }: ReturnType<typeof useListing>): string {
  if (status === 'loading') return LISTING_COPY.loading;
  if (status === 'error') return `${LISTING_COPY.error}. ${LISTING_COPY.errorHint}`;
  return changed > 0 ? resultAnnouncement(page.posts.length, params.query, page.hasNextPage) : '';
}
