import { ContentBlockWithPointers } from './ContentBlockWithPointers';
import { ContentCta } from './ContentCta';
import { ContentEnclose } from './ContentEnclose';
import { ContentImageWithPointers } from './ContentImageWithPointers';
import { ContentImageWithQuote } from './ContentImageWithQuote';
import { ContentImageWithText } from './ContentImageWithText';
import { ContentTitleWithText } from './ContentTitleWithText';
import { ContentWhitepaper } from './ContentWhitepaper';

/** Content components by styletype (spec §2 "Content blocks"). */
export const contentComponents = {
  content_block_with_pointers: ContentBlockWithPointers,
  content_title_with_text: ContentTitleWithText,
  content_image_with_quote: ContentImageWithQuote,
  content_image_with_pointers: ContentImageWithPointers,
  content_image_with_text: ContentImageWithText,
  content_whitepaper: ContentWhitepaper,
  content_cta: ContentCta,
  content_enclose: ContentEnclose,
};
