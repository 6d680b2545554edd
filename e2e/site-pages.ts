/** The pages of the built site (public/), for the tests that visit every one, and parts of them several tests drive. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { content } from '../mocks/content/index';

const root = path.resolve(__dirname, '..');

/**
 * Every page of the build: the site path of each folder of public/ holding an index.html (the
 * home page '/', '/404/' and '/404.html' as Gatsby writes it are one page: '/404/' is kept).
 * Gatsby writes nothing else as index.html: page-data, static and the hashed bundles have none.
 */
export function builtPages(publicDir = path.join(root, 'public')): string[] {
  if (!existsSync(publicDir)) throw new Error(`${publicDir} does not exist: build the site first`);
  const pages: string[] = [];
  const walk = (dir: string, uri: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && entry.name === 'index.html')) pages.push(uri);
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== 'page-data' && entry.name !== 'static' && !entry.name.startsWith('~'))
        walk(path.join(dir, entry.name), `${uri}${entry.name}/`);
    }
  };
  walk(publicDir, '/');
  return pages.sort();
}

/** Every Form block of the fixture content: its page and its Gravity Forms id. */
export const FORM_BLOCKS = content.pages.flatMap((page) =>
  page.blocks.flatMap((block) => (block.kind === 'Form' && block.formId ? [{ uri: page.uri, formId: block.formId }] : [])),
);

/** The Gravity Forms REST submission a form sends (POST /wp-json/gf/v2/forms/<id>/submissions). */
export const SUBMISSIONS = /\/wp-json\/gf\/v2\/forms\/(\d+)\/submissions\/?$/;
/** Whether a response answers a form submission (for page.waitForResponse). */
export const isSubmission = (response: Response) =>
  SUBMISSIONS.test(new URL(response.url()).pathname) && response.request().method() === 'POST';

/** The Kennisbank overview's list of results (its section labelled 'Artikelen'). */
export const kennisbankResults = (page: Page): Locator => page.getByRole('region', { name: 'Artikelen' });
/** The quotation builder's summary ('Jouw keuze') and its dialog with form 5. */
export const quotationSummary = (page: Page): Locator => page.getByTestId('quotation-summary');
export const quotationDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Mail mij de offerte' });
