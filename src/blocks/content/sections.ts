import { ContentBlockWithPointers } from './ContentBlockWithPointers';
import { ContentCta } from './ContentCta';
import { ContentImageWithPointers } from './ContentImageWithPointers';
import { ContentImageWithQuote } from './ContentImageWithQuote';
import { ContentImageWithText } from './ContentImageWithText';
import { ContentTitleWithText } from './ContentTitleWithText';
import { ContentWhitepaper } from './ContentWhitepaper';
import type { KindComponentsOf } from '../kinds';

/**
 * The Content components that load together (one chunk, block-content): every styletype but
 * content_enclose, whose Typeform embed has a chunk of its own (see kinds.ts).
 */
export const contentSectionComponents = {
  content_block_with_pointers: ContentBlockWithPointers,
  content_title_with_text: ContentTitleWithText,
  content_image_with_quote: ContentImageWithQuote,
  content_image_with_pointers: ContentImageWithPointers,
  content_image_with_text: ContentImageWithText,
  content_whitepaper: ContentWhitepaper,
  content_cta: ContentCta,
} satisfies Omit<KindComponentsOf<'Content'>, 'content_enclose'>;
