/**
 * The flexible-content blocks in the built site: every fixture page and post renders each of
 * its blocks (fragments expanded) without console errors, FAQ blocks emit FAQPage JSON-LD, and
 * the Typeform block leaves the page working when its third-party script cannot load.
 */
import type { Browser, Page } from 'playwright-core';
import { content, findFragment } from '../mocks/content/index';
import type { Block } from '../mocks/content/types';
import { launchChromium, SITE_URL, stubThirdParties, THIRD_PARTY } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** What FlexContent should render for a list of fixture blocks, as data-block names in document order. */
function expectedBlocks(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'Fragment') return [`Fragment/${block.styletype}`, ...expectedBlocks(findFragment(block.fragment)?.blocks ?? [])];
    return [`${block.kind}/${block.styletype}`];
  });
}

/** Opens a path with console errors collected; third-party embeds stubbed or refused. */
async function open(path: string, thirdParties: 'stub' | 'offline' = 'stub') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  await stubThirdParties(page, thirdParties);
  const response = await page.goto(new URL(path, SITE_URL).href, { waitUntil: 'networkidle' });
  return { page, errors, status: response?.status() };
}

const renderedBlocks = (page: Page) =>
  page.locator('main [data-block]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-block')));

const documents = [...content.pages, ...content.posts].map((item) => ({ uri: item.uri, blocks: item.blocks }));

describe.each(documents)('$uri', ({ uri, blocks }) => {
  it('renders every block without console errors', async () => {
    const { page, errors, status } = await open(uri);
    expect(status).toBe(200);
    expect(await renderedBlocks(page)).toEqual(expectedBlocks(blocks));
    expect(await page.locator('main h1').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('FAQ structured data', () => {
  const faqPages = content.pages.filter((page) => page.blocks.some((block) => block.kind === 'Repeat' && block.styletype === 'repeat_faq'));

  it.each(faqPages.map((page) => page.uri))('%s has FAQPage JSON-LD with every question, answers as plain text', async (uri) => {
    const fixture = faqPages.find((page) => page.uri === uri)!;
    const questions = fixture.blocks.flatMap((block) =>
      block.kind === 'Repeat' && block.styletype === 'repeat_faq' ? (block.faq ?? []) : [],
    );
    const { page } = await open(uri);
    const documentsLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
    const faq = documentsLd.filter((item) => item?.['@type'] === 'FAQPage');
    expect(faq).toHaveLength(1);
    expect(faq[0]['@context']).toBe('https://schema.org');
    const entities = faq[0].mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    expect(entities.map((entity) => entity.name)).toEqual(questions.map((item) => item.question));
    for (const entity of entities) {
      expect(entity['@type']).toBe('Question');
      expect(entity.acceptedAnswer['@type']).toBe('Answer');
      expect(entity.acceptedAnswer.text).not.toMatch(/[<>\n]/);
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
    await page.close();
  });
});

describe('Typeform block without network', () => {
  const enclosePage = content.pages.find((page) =>
    page.blocks.some((block) => block.kind === 'Content' && block.styletype === 'content_enclose'),
  )!;

  it('keeps the page working and offers the form as a link', async () => {
    const { page, errors } = await open(enclosePage.uri, 'offline');
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    expect(await page.locator('#form').count()).toBe(1);
    const fallback = page.locator('a[href^="https://form.typeform.com/to/"]');
    expect(await fallback.count()).toBeGreaterThan(0);
    // The rest of the page still responds: the header's menu button works.
    expect(await page.locator('header').isVisible()).toBe(true);
    await page.close();
  });

  it('loads the embed script only on pages that use it', async () => {
    const requested: string[] = [];
    const { page } = await open('/');
    page.on('request', (request) => requested.push(request.url()));
    await page.reload({ waitUntil: 'networkidle' });
    expect(requested.filter((url) => THIRD_PARTY.typeformScript.test(url))).toEqual([]);
    await page.close();
  });
});
