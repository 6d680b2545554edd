/** Small builders shared by the fixture files, so the content itself stays readable. */
import type { AcfLink, ButtonItem } from './types.ts';

/**
 * The WordPress site's own URL (the stand-in's default address). Editors sometimes paste
 * absolute links to it into HTML; the site makes them relative.
 */
export const WORDPRESS_URL = 'http://127.0.0.1:8788';

export function link(url: string, title: string, target: string = ''): AcfLink {
  return { url, title, target };
}

export function button(
  url: string,
  title: string,
  theme: 'orange' | 'orange_outlined' | 'white_outlined' | 'blue_outlined',
  target: string = '',
): ButtonItem {
  return { link: link(url, title, target), theme };
}
