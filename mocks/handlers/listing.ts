/**
 * msw handlers serving the Kennisbank listing files as the built site serves them
 * from public/: `GET {site}/kennisbank-data/{version}/lists/{key}/{n}.json` and
 * `…/search.json`. The files are made by the build's own pure builder
 * (src/kennisbank/listing/build.ts) over the fixture posts, so stories and tests page,
 * filter and search exactly the data the site would have.
 *
 *   const fixture = fixtureListing();                       // the 33 fixture posts
 *   parameters: { msw: [listingFiles.serve(fixture)] }      // Storybook
 *   server.use(listingFiles.failing())                      // Jest (msw/node)
 *
 * - serve    every file of the listing (404 for a path it does not have, as a static host)
 * - slow     the same after a delay ('infinite' never answers): the loading state
 * - failing  500 for every listing file: the fetch error state
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Listing } from '../../src/kennisbank/listing/build.ts';
import { LISTING_ROOT } from '../../src/kennisbank/listing/types.ts';

export { fixtureDigest, fixtureListing, fixtureListingSource } from '../content/gatsby-shape.ts';

/** Any origin: the client fetches the files from the site's own root. */
export const LISTING_FILES_PATH = `*${LISTING_ROOT}/*`;

/** A listing file's URL path: the request's pathname. */
function fileOf(listing: Listing, request: Request): string | undefined {
  return listing.files.get(new URL(request.url).pathname);
}

function answer(listing: Listing, request: Request) {
  const file = fileOf(listing, request);
  return file === undefined
    ? new HttpResponse('Not found', { status: 404 })
    : new HttpResponse(file, { headers: { 'Content-Type': 'application/json' } });
}

/** Records the paths requested, for assertions on what a page costs. */
export function captureListingRequests() {
  const paths: string[] = [];
  return {
    paths,
    record: (request: Request) => paths.push(new URL(request.url).pathname),
    clear: () => void paths.splice(0),
  };
}

type ListingCapture = ReturnType<typeof captureListingRequests>;

export const listingFiles = {
  serve(listing: Listing, capture?: ListingCapture): HttpHandler {
    return http.get(LISTING_FILES_PATH, ({ request }) => {
      capture?.record(request);
      return answer(listing, request);
    });
  },
  slow(listing: Listing, { delayMs = 1500 }: { delayMs?: number | 'infinite' } = {}): HttpHandler {
    return http.get(LISTING_FILES_PATH, async ({ request }) => {
      await delay(delayMs);
      return answer(listing, request);
    });
  },
  failing({ status = 500 }: { status?: number } = {}): HttpHandler {
    return http.get(LISTING_FILES_PATH, () => new HttpResponse('Internal Server Error', { status }));
  },
};
