/**
 * How the preview server's front (scripts/lib/preview-refreshes.ts) knows that `gatsby develop` has
 * sourced a refresh it sent (src/build/preview-refreshes.ts): the front marks each webhook body with
 * a number, develop's sourcing records the last number it finished, and the front reads it over
 * loopback before it sends the next one (docs/previews.md#no-publish-lost).
 */
export const REFRESH_MARK = 'previewFrontRefresh';
/** develop's answer to "which refresh did you source last", on its own loopback port only. */
export const SOURCED_PATH = '/__preview-front/sourced';

export interface SourcedAnswer {
  /** The mark of the last refresh develop finished sourcing; null before any. */
  sourced: number | null;
}
