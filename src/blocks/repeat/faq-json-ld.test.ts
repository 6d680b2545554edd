import { findPage } from '../../../mocks/content/index.ts';
import { toGatsbyBlock, toGatsbyFragmentSection } from '../../../mocks/content/gatsby-shape.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import type { Block, RepeatBlock as FixtureRepeatBlock } from '../../../mocks/content/types.ts';
import { jsonLdScript } from '../../lib/json-ld';
import { faqJsonLdOf } from './faq-json-ld';

const vps = findPage('/diensten/vps/')!;
const fixtureFaq = findBlock(vps.blocks, 'Repeat', 'repeat_faq');
const gatsbyBlocks = (blocks: readonly Block[]) => blocks.map((block) => toGatsbyBlock(block));

/** A Fragment block (as FragmentBlock selects it) holding the given blocks. */
function fragmentBlock(blocks: readonly Block[]) {
  return {
    __typename: 'WpPage_Flexcontent_Flex_Fragment',
    styletype: null,
    sectionId: null,
    fragment: { databaseId: 999, title: 'FAQ-fragment', flexContent: { flex: blocks.map((block) => toGatsbyFragmentSection(block)) } },
  };
}

/** The schema.org FAQPage shape, checked field by field (what Google's FAQ rich result reads). */
function expectFaqPageShape(data: unknown, questions: number) {
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: expect.any(Array),
  });
  const { mainEntity } = data as { mainEntity: unknown[] };
  expect(mainEntity).toHaveLength(questions);
  for (const question of mainEntity) {
    expect(question).toEqual({
      '@type': 'Question',
      name: expect.any(String),
      acceptedAnswer: { '@type': 'Answer', text: expect.any(String) },
    });
    const { name, acceptedAnswer } = question as { name: string; acceptedAnswer: { text: string } };
    for (const text of [name, acceptedAnswer.text]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(text).not.toMatch(/[\n\r]/);
      expect(text).toBe(text.trim());
    }
  }
}

// What a template's Head has at hand: the page query's blocks are accepted as they are.
type PageBlocks = NonNullable<NonNullable<Queries.PageByIdQuery['wpPage']>['flexContent']>['flex'];
type PostBlocks = NonNullable<NonNullable<Queries.PostByIdQuery['wpPost']>['flexContent']>['flex'];
const _acceptsPageBlocks: (blocks: PageBlocks) => unknown = faqJsonLdOf;
const _acceptsPostBlocks: (blocks: PostBlocks) => unknown = faqJsonLdOf;

describe('faqJsonLdOf', () => {
  it('gives the fixture page one schema.org FAQPage with every question and its plain-text answer', () => {
    const data = faqJsonLdOf(gatsbyBlocks(vps.blocks));
    expect(data).toHaveLength(1);
    expectFaqPageShape(data[0], fixtureFaq.faq!.length);
    expect(data[0]!.mainEntity.map((question) => question.name)).toEqual(fixtureFaq.faq!.map((item) => item.question));
  });

  it('strips the HTML of an answer and turns its newlines into spaces', () => {
    const [data] = faqJsonLdOf(gatsbyBlocks(vps.blocks));
    const byName = new Map(data!.mainEntity.map((question) => [question.name, question.acceptedAnswer.text]));
    expect(byName.get('Welk besturingssysteem kan ik kiezen?')).toBe(
      'Afhankelijk van het pakket kies je uit: Debian of Ubuntu (zonder meerkosten) Windows Server 2016, 2019 of 2022 (€ 17,50 per maand extra voor de licentie) Lees ook Linux of Windows voor je VPS?',
    );
    expect(byName.get('Hoe snel staat mijn VPS online?')).toBe(
      'Standaardpakketten staan binnen vijf minuten na je bestelling klaar. Je ontvangt de inloggegevens per e-mail. Kies je voor een Windows-licentie of extra IP-adressen, dan kan het tot een uur duren.',
    );
    expect(byName.get('Wat is het verschil tussen een VPS en shared hosting?')).toContain('Met een VPS krijg je gegarandeerde rekenkracht');
  });

  it('finds repeat_faq blocks inside Fragment blocks', () => {
    const data = faqJsonLdOf([toGatsbyBlock(findBlock(vps.blocks, 'Banner')), fragmentBlock([fixtureFaq])]);
    expect(data).toHaveLength(1);
    expectFaqPageShape(data[0], fixtureFaq.faq!.length);
  });

  it('puts the questions of several FAQ blocks into one FAQPage, each question once', () => {
    const second: FixtureRepeatBlock = {
      kind: 'Repeat',
      styletype: 'repeat_faq',
      title: 'Nog meer vragen',
      faq: [{ question: 'Is er een proefperiode?', answer: '<p>Ja, <em>dertig dagen</em>.</p>' }, fixtureFaq.faq![0]!],
    };
    const data = faqJsonLdOf([toGatsbyBlock(fixtureFaq), fragmentBlock([second]), toGatsbyBlock(fixtureFaq)]);
    expect(data).toHaveLength(1);
    expectFaqPageShape(data[0], fixtureFaq.faq!.length + 1);
    expect(data[0]!.mainEntity.at(-1)).toEqual({
      '@type': 'Question',
      name: 'Is er een proefperiode?',
      acceptedAnswer: { '@type': 'Answer', text: 'Ja, dertig dagen.' },
    });
  });

  it('uses answerText only: an item without it is left out instead of showing HTML', () => {
    const block = {
      __typename: 'WpPage_Flexcontent_Flex_Repeat',
      styletype: 'repeat_faq',
      faq: [
        { question: 'Met tekst?', answer: '<p>Ja.</p>', answerText: 'Ja.' },
        { question: 'Zonder tekst?', answer: '<p><strong>HTML</strong></p>', answerText: null },
        { question: 'Lege tekst?', answer: '<p>Leeg</p>', answerText: '   ' },
        { question: null, answer: '<p>Geen vraag</p>', answerText: 'Geen vraag' },
        null,
      ],
    };
    const data = faqJsonLdOf([block]);
    expect(data).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Met tekst?', acceptedAnswer: { '@type': 'Answer', text: 'Ja.' } }],
      },
    ]);
  });

  it('keeps literal angle brackets and ampersands of the plain text, and serialises safely', () => {
    const block = {
      __typename: 'WpPage_Flexcontent_Flex_Repeat',
      styletype: 'repeat_faq',
      faq: [{ question: 'Mag </script> in een antwoord?', answer: null, answerText: 'Ja: 2 < 3 & </script> blijft tekst.' }],
    };
    const [data] = faqJsonLdOf([block]);
    expect(data!.mainEntity[0]!.acceptedAnswer.text).toBe('Ja: 2 < 3 & </script> blijft tekst.');
    const script = jsonLdScript(data);
    expect(script).not.toMatch(/[<>]/);
    expect(JSON.parse(script)).toEqual(data);
  });

  it('is empty for pages without questions, other blocks and malformed input', () => {
    expect(faqJsonLdOf(gatsbyBlocks(findPage('/')!.blocks))).toEqual([]);
    expect(faqJsonLdOf([])).toEqual([]);
    expect(faqJsonLdOf(null)).toEqual([]);
    expect(faqJsonLdOf(undefined)).toEqual([]);
    expect(
      faqJsonLdOf([
        null,
        undefined,
        {},
        { __typename: 'WpPage_Flexcontent_Flex_Repeat', styletype: 'repeat_faq', faq: null },
        { __typename: 'WpPage_Flexcontent_Flex_Repeat', styletype: 'repeat_faq', faq: [] },
        {
          __typename: 'WpPage_Flexcontent_Flex_Repeat',
          styletype: 'repeat_usps',
          faq: [{ question: 'Vraag?', answerText: 'Niet van een FAQ.' }],
        },
        { __typename: 'WpPage_Flexcontent_Flex_Fragment', fragment: null },
        { __typename: 'WpPage_Flexcontent_Flex_Fragment', fragment: { flexContent: null } },
        { __typename: 'WpPage_Flexcontent_Flex_Fragment', fragment: { flexContent: { flex: [null] } } },
      ]),
    ).toEqual([]);
  });
});
