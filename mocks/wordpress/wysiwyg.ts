import { autop } from '@wordpress/autop';

/**
 * A wysiwyg value as wp-graphql-acf 0.6.2 answers it: ACF's formatted value, i.e. the value
 * through WordPress's 'the_content' filter, of which the stand-in plays wpautop — paragraphs and
 * line breaks, "<h3>…</h3>\n<p>…</p>\n" ending in a newline. Not played: wptexturize (straight
 * quotes, "--" and "..." become typographic characters; the fixtures write typographic ones),
 * convert_smilies, shortcodes and the img attributes of wp_filter_content_tags (the fixtures have
 * neither).
 */
export function wysiwygHtml(value: string): string {
  return autop(value);
}
