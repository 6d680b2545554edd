/**
 * What the site build sourced from the WordPress stand-in through gatsby-source-wordpress: the
 * build (src/build/content-report.ts) writes the counts and layouts it found in the data layer to
 * .data/build/content-report.json; they must match the fixture content.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { content } from '../mocks/content/index';

interface ContentReport {
  counts: Record<string, number>;
  layouts: string[];
  formFieldTypes: string[];
  siteSettings: {
    menuHeader: unknown[];
    menuFooter: unknown[];
    menuServices: unknown[];
    newsletter: { formId: number | null; form: { databaseId: number } | null };
  };
}

const report = JSON.parse(readFileSync(path.join(__dirname, '..', '.data', 'build', 'content-report.json'), 'utf8')) as ContentReport;

it('sourced every node of every type', () => {
  const referencedMedia = new Set<number>();
  const text = JSON.stringify({ ...content, media: [] });
  for (const item of content.media) {
    if (new RegExp(`\\b${item.databaseId}\\b`).test(text)) referencedMedia.add(item.databaseId);
  }
  expect(report.counts).toMatchObject({
    pages: content.pages.length,
    posts: content.posts.length,
    categories: content.categories.length,
    packages: content.packages.length,
    forms: content.forms.length,
    fragments: content.fragments.length,
    contentTypes: 4,
  });
  // Media items are fetched when something refers to them. Their images come from the media URL's
  // image service, so the build downloads no file (e2e/image-processing.build.ts: with
  // WORDPRESS_IMAGES=sharp each becomes an image file).
  expect(report.counts.mediaItems).toBeGreaterThanOrEqual(referencedMedia.size);
  expect(report.counts.imageFiles).toBe(0);
});

it('sourced every block layout and styletype the fixtures use, for pages and posts', () => {
  const used = new Set<string>();
  for (const [owner, items] of [
    ['Page', content.pages],
    ['Post', content.posts],
  ] as const) {
    for (const item of items) {
      for (const block of item.blocks) {
        const styletype = 'styletype' in block && block.styletype ? `/${block.styletype}` : '';
        used.add(`${owner}_Flexcontent_Flex_${block.kind}${styletype}`);
      }
    }
  }
  expect(report.layouts).toEqual([...used].sort());
});

it('sourced the Gravity Forms with every field type, and the settings with menus and the newsletter form', () => {
  const types = new Set(content.forms.flatMap((form) => form.fields.map((field) => field.type.toUpperCase())));
  expect(report.formFieldTypes).toEqual([...types].sort());
  expect(report.siteSettings.menuHeader).toHaveLength(content.settings.menuHeader.length);
  expect(report.siteSettings.menuFooter).toHaveLength(content.settings.menuFooter.length);
  expect(report.siteSettings.menuServices).toHaveLength(content.settings.menuServices.length);
  expect(report.siteSettings.newsletter.formId).toBe(content.settings.newsletter.formId);
  expect(report.siteSettings.newsletter.form?.databaseId).toBe(content.settings.newsletter.formId);
});
