import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a visitor sees of a page, without what depends on database ids, image hashes or the
 * WordPress it was built from: the title, the h1s, the blocks in order (`data-block`), the
 * headings, link texts with their paths, image alternatives and the main text.
 * Two builds of the same content compare equal by it: `npm run wordpress:compare` reads it in
 * Chromium (page.evaluate), e2e/acf-line.build.ts from the built HTML (jsdom). It names nothing
 * outside itself, so it can be sent to a browser as it is.
 */
export function visiblePage(doc: Document = document) {
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  // Resolved against a fixed origin, so a site-relative and an absolute link read the same wherever the page is.
  const pathOf = (href: string) => new URL(href, 'http://site.invalid/').pathname;
  const main = doc.querySelector('main') ?? doc.body;
  return {
    title: doc.title,
    h1: [...doc.querySelectorAll('h1')].map(text),
    blocks: [...doc.querySelectorAll('[data-block]')].map((element) => element.getAttribute('data-block')),
    headings: [...main.querySelectorAll('h2, h3')].map(text),
    links: [...doc.querySelectorAll('a[href]')]
      .map((link) => `${text(link)} → ${pathOf(link.getAttribute('href') ?? '')}`)
      .filter((entry) => !entry.includes('/wp-content/')),
    images: [...main.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt')).filter(Boolean),
    text: text(main),
  };
}

export type VisiblePage = ReturnType<typeof visiblePage>;

/** The parts in which two readings of a page differ. */
export function pageDifferences(a: VisiblePage, b: VisiblePage): string[] {
  return (Object.keys(a) as (keyof VisiblePage)[]).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

/** Every page of a built site (`public/`): the folders holding an index.html, 404 and dev pages left out. */
export function builtPages(dir: string, prefix = '/'): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'index.html' && prefix !== '/404/' && !prefix.startsWith('/dev-404-page')) pages.push(prefix);
    else if (statSync(full).isDirectory() && !['page-data', 'static', '~partytown'].includes(entry))
      pages.push(...builtPages(full, `${prefix}${entry}/`));
  }
  return pages.sort();
}
