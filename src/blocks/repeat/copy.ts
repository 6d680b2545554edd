/**
 * Dutch UI copy of the repeat sections, the site's own (docs/behaviour/blocks.md#repeat-sections): these labels fill in where
 * content leaves a link without a text (a service card without a link, a linked USP).
 */
export const REPEAT_COPY = {
  /** Visible label of a link that has no text of its own. */
  readMore: 'Lees meer',
  /** Completes the accessible name of a 'Lees meer' link: 'Lees meer over VPS'. */
  about: (title: string) => ` over ${title}`,
} as const;
