import { ContentEnclose } from './ContentEnclose';
import { contentSectionComponents } from './sections';

/** Content components by styletype (spec §2 "Content blocks"). */
export const contentComponents = {
  ...contentSectionComponents,
  content_enclose: ContentEnclose,
};
