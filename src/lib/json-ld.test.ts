import { pathCrumbs, postCrumbs } from './breadcrumb';
import { content } from '../../mocks/content/index.ts';
import { findBlock } from '../../mocks/content/select.ts';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  imageObjectJsonLd,
  isoDateTime,
  jsonLdScript,
  type ArticleInput,
} from './json-ld';
import { stripHtml } from '../build/sanitize-html';

const SITE_URL = 'https://www.wolkwerk.nl';

describe('breadcrumbListJsonLd', () => {
  it('is a schema.org BreadcrumbList with positions 1..n, names and absolute items', () => {
    const data = breadcrumbListJsonLd(pathCrumbs('/over-ons/werken-bij/'), SITE_URL);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.wolkwerk.nl/' },
        { '@type': 'ListItem', position: 2, name: 'Over ons', item: 'https://www.wolkwerk.nl/over-ons/' },
        { '@type': 'ListItem', position: 3, name: 'Werken bij', item: 'https://www.wolkwerk.nl/over-ons/werken-bij/' },
      ],
    });
  });

  it('gives the last item (the current page) its url too', () => {
    const data = breadcrumbListJsonLd(postCrumbs('Snapshot of back-up?', '/kennisbank/snapshot-of-back-up/'), `${SITE_URL}/`);
    const last = data.itemListElement.at(-1);
    expect(last).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Snapshot of back-up?',
      item: 'https://www.wolkwerk.nl/kennisbank/snapshot-of-back-up/',
    });
  });

  it('keeps absolute urls an editor gave', () => {
    const data = breadcrumbListJsonLd(
      [
        { title: 'Home', url: '/' },
        { title: 'Status', url: 'https://status.wolkwerk.nl/' },
      ],
      SITE_URL,
    );
    expect(data.itemListElement[1]?.item).toBe('https://status.wolkwerk.nl/');
  });

  it('is an empty list without crumbs', () => {
    expect(breadcrumbListJsonLd([], SITE_URL).itemListElement).toEqual([]);
  });
});

describe('jsonLdScript', () => {
  it('serialises to JSON that parses back to the same data', () => {
    const data = breadcrumbListJsonLd(pathCrumbs('/diensten/vps/'), SITE_URL);
    expect(JSON.parse(jsonLdScript(data))).toEqual(data);
  });

  it('cannot close the script element or open an HTML comment', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & -->' };
    const script = jsonLdScript(hostile);
    expect(script).not.toMatch(/[<>&]/);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script)).toEqual(hostile);
  });

  it('escapes U+2028 and U+2029', () => {
    const data = { text: 'regel\u2028nog een\u2029einde' };
    const script = jsonLdScript(data);
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(script).toContain('\\u2028');
    expect(script).toContain('\\u2029');
    expect(JSON.parse(script)).toEqual(data);
  });

  it('writes null for undefined', () => {
    expect(jsonLdScript(undefined)).toBe('null');
  });
});

describe('faqPageJsonLd', () => {
  const faqBlock = findBlock(
    content.pages.flatMap((page) => page.blocks),
    'Repeat',
    'repeat_faq',
  );
  // As the data layer gives them: answerText is the answer through stripHtml (src/build/wordpress-fields.ts).
  const faq = (faqBlock.faq ?? []).map((item) => ({ question: item.question, answer: stripHtml(item.answer) }));

  it('is a schema.org FAQPage for the fixture FAQ, with plain-text questions and answers', () => {
    expect(faq.length).toBeGreaterThan(0);
    const data = faqPageJsonLd(faq);
    expect(data).not.toBeNull();
    if (!data) return;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(faq.length);
    for (const question of data.mainEntity) {
      expect(Object.keys(question).sort()).toEqual(['@type', 'acceptedAnswer', 'name']);
      expect(question['@type']).toBe('Question');
      expect(typeof question.name).toBe('string');
      expect(question.name.trim()).not.toBe('');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(typeof question.acceptedAnswer.text).toBe('string');
      expect(question.acceptedAnswer.text.trim()).not.toBe('');
      expect(question.acceptedAnswer.text).not.toContain('<');
      expect(question.acceptedAnswer.text).not.toContain('\n');
    }
  });

  it('keeps the question text and turns an answer with a list and newlines into one line', () => {
    const data = faqPageJsonLd(faq);
    expect(data?.mainEntity[0]?.name).toBe(faq[0]?.question);
    const listAnswer = data?.mainEntity.find((question) => question.name === 'Welk besturingssysteem kan ik kiezen?');
    expect(listAnswer?.acceptedAnswer.text).toBe(
      'Afhankelijk van het pakket kies je uit: Debian of Ubuntu (zonder meerkosten) Windows Server 2016, 2019 of 2022 (€ 17,50 per maand extra voor de licentie) Lees ook Linux of Windows voor je VPS?',
    );
  });

  it('skips items without a question or an answer, and is null when none remain', () => {
    const data = faqPageJsonLd([
      { question: 'Vraag?', answer: 'Antwoord & meer.\nTweede regel.' },
      { question: null, answer: 'Zonder vraag' },
      { question: 'Zonder antwoord?', answer: undefined },
      { question: 'Leeg antwoord?', answer: ' \n ' },
      {},
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Vraag?', acceptedAnswer: { '@type': 'Answer', text: 'Antwoord & meer. Tweede regel.' } }],
    });
    expect(faqPageJsonLd([{ question: '', answer: '' }, { question: 'Vraag?' }])).toBeNull();
    expect(faqPageJsonLd([])).toBeNull();
  });

  it('serialises safely into a script tag', () => {
    const script = jsonLdScript(faqPageJsonLd([{ question: 'Is </script> veilig?', answer: 'Ja </script>' }]));
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Is </script> veilig?', acceptedAnswer: { '@type': 'Answer', text: 'Ja </script>' } }],
    });
  });
});

describe('isoDateTime', () => {
  it.each([
    ['2026-11-18T14:30:00', '2026-11-18T14:30:00Z'],
    ['2026-11-18T14:30', '2026-11-18T14:30Z'],
    ['2026-11-18T14:30:00.123', '2026-11-18T14:30:00.123Z'],
    ['2026-11-18T14:30:00Z', '2026-11-18T14:30:00Z'],
    ['2026-11-18T14:30:00+01:00', '2026-11-18T14:30:00+01:00'],
    [' 2026-11-18 ', '2026-11-18T00:00:00Z'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['gisteren', null],
    ['2026-13-45T99:99:99', null],
    ['18-11-2026', null],
  ])('%p → %p', (value, expected) => {
    expect(isoDateTime(value)).toBe(expected);
  });
});

describe('imageObjectJsonLd', () => {
  it.each([
    [
      { url: '/static/abc/hero.jpg', width: 1920, height: 1080 },
      { '@type': 'ImageObject', url: `${SITE_URL}/static/abc/hero.jpg`, width: 1920, height: 1080 },
    ],
    [
      { url: 'https://cms.wolkwerk.nl/wp-content/uploads/a.png', width: null, height: 600 },
      { '@type': 'ImageObject', url: 'https://cms.wolkwerk.nl/wp-content/uploads/a.png' },
    ],
    [
      { url: '/a.png', width: 0, height: 0 },
      { '@type': 'ImageObject', url: `${SITE_URL}/a.png` },
    ],
    [
      { url: '/a.png', width: 640.4, height: 359.6 },
      { '@type': 'ImageObject', url: `${SITE_URL}/a.png`, width: 640, height: 360 },
    ],
    [{ url: '  ', width: 10, height: 10 }, null],
    [{ url: null }, null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (image, expected) => {
    expect(imageObjectJsonLd(image, SITE_URL)).toEqual(expected);
  });
});

describe('articleJsonLd', () => {
  const post = content.posts[0];
  const full: ArticleInput = {
    headline: post?.title,
    pathname: post?.uri ?? '/kennisbank/x/',
    datePublished: '2026-11-18T14:30:00',
    dateModified: '2026-11-19T08:00:00',
    author: post?.author,
    image: { url: '/static/123/hero.jpg', width: 1920, height: 1080 },
    publisher: { name: 'Wolkwerk Cloud', logo: { url: '/logo.png', width: 600, height: 60 } },
  };

  it('is a schema.org Article with every property of a complete fixture post', () => {
    expect(post).toBeDefined();
    expect(post?.author).toBeTruthy();
    const data = articleJsonLd(full, `${SITE_URL}/`);
    const url = `${SITE_URL}${post?.uri}`;
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post?.title,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      datePublished: '2026-11-18T14:30:00Z',
      dateModified: '2026-11-19T08:00:00Z',
      author: { '@type': 'Person', name: post?.author },
      image: { '@type': 'ImageObject', url: `${SITE_URL}/static/123/hero.jpg`, width: 1920, height: 1080 },
      publisher: {
        '@type': 'Organization',
        name: 'Wolkwerk Cloud',
        url: `${SITE_URL}/`,
        logo: { '@type': 'ImageObject', url: `${SITE_URL}/logo.png`, width: 600, height: 60 },
      },
    });
  });

  it.each([
    ['author', { author: null }, 'author'],
    ['author (blank)', { author: '  ' }, 'author'],
    ['image', { image: null }, 'image'],
    ['image url', { image: { url: '', width: 10, height: 10 } }, 'image'],
    ['datePublished', { datePublished: null }, 'datePublished'],
    ['datePublished (garbage)', { datePublished: 'onbekend' }, 'datePublished'],
    ['dateModified', { dateModified: undefined }, 'dateModified'],
  ] as const)('leaves out %s when the post has none', (_name, change, key) => {
    const data = articleJsonLd({ ...full, ...change }, SITE_URL);
    expect(Object.keys(data)).not.toContain(key);
    const script = jsonLdScript(data);
    expect(script).not.toContain('undefined');
    expect(script).not.toContain('null');
    expect(script).not.toContain('""');
  });

  it('gives the publisher no logo when the site has none', () => {
    const data = articleJsonLd({ ...full, publisher: { name: 'Wolkwerk Cloud' } }, SITE_URL);
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'Wolkwerk Cloud', url: `${SITE_URL}/` });
  });

  it('is only the required properties for a bare post', () => {
    const data = articleJsonLd({ pathname: '/kennisbank/leeg', publisher: { name: 'Wolkwerk Cloud' } }, SITE_URL);
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'headline', 'mainEntityOfPage', 'publisher', 'url']);
    expect(data.url).toBe(`${SITE_URL}/kennisbank/leeg/`);
  });

  it('puts the headline on one line and cuts it at 110 characters', () => {
    expect(articleJsonLd({ ...full, headline: ' Snapshot\n of  back-up? ' }, SITE_URL).headline).toBe('Snapshot of back-up?');
    const long = articleJsonLd({ ...full, headline: 'woord '.repeat(40) }, SITE_URL).headline;
    expect(long.length).toBeLessThanOrEqual(110);
    expect(long.endsWith('woord…')).toBe(true);
  });

  it('serialises safely next to the breadcrumb', () => {
    const data = articleJsonLd({ ...full, headline: 'Is </script> veilig?', author: 'A & B' }, SITE_URL);
    const script = jsonLdScript(data);
    expect(script).not.toMatch(/[<>&]/);
    expect(JSON.parse(script)).toEqual(data);
  });
});
