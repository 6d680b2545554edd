/** The Kennisbank overview's Dutch copy (docs/behaviour/kennisbank.md#listing-states). */

export const LISTING_COPY = {
  empty: 'Geen artikelen gevonden',
  emptyHint: 'Probeer een andere zoekterm of minder filters.',
  clearFilters: 'Filters wissen',
  error: 'Er ging iets fout',
  errorHint: 'De artikelen konden niet worden geladen.',
  retry: 'Probeer opnieuw',
  loading: 'Artikelen laden…',
  results: 'Artikelen',
} as const;

/** What the polite live region says after the list changed. */
export function resultAnnouncement(count: number, query: string, hasMore: boolean): string {
  if (count === 0) return LISTING_COPY.empty;
  const posts = count === 1 ? '1 artikel' : `${count} artikelen`;
  const found = query ? `${posts} gevonden voor “${query}”` : `${posts} getoond`;
  return hasMore ? `${found}; er zijn meer pagina’s.` : `${found}.`;
}
