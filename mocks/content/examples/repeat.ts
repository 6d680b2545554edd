/** Named examples of the Repeat layouts (docs/behaviour/blocks.md#repeat-sections). */
import { button } from '../helpers.ts';
import { IMG, PAGE, POST } from '../index.ts';
import { fixtureBlockOn } from '../select.ts';
import type { RepeatBlock } from '../types.ts';
import { longParagraph, longWord } from './long-dutch.ts';
import type { BlockExamples } from './types.ts';

export const repeatExamples = {
  repeat_services: {
    default: fixtureBlockOn('/', 'Repeat', 'repeat_services'),
    minimal: {
      kind: 'Repeat',
      styletype: 'repeat_services',
      title: 'Onze diensten',
      serviceCards: [
        { image: null, title: 'VPS', text: '', link: null },
        { image: null, title: 'Cloud PC', text: '', link: null },
      ],
    },
    // Nine cards: three rows of three.
    longContent: {
      kind: 'Repeat',
      styletype: 'repeat_services',
      sectionId: 'alle-diensten',
      title: `${longWord(0)} en ${longWord(1)}`,
      description: longParagraph(2),
      serviceCards: Array.from({ length: 9 }, (_, position) => ({
        image: [IMG.serviceVps, IMG.serviceCloudPc, IMG.serviceWorkplace][position % 3]!,
        title: `${longWord(position)} ${position + 1}`,
        text: longParagraph(position),
        link: { url: `/diensten/dienst-${position + 1}/`, title: `Bekijk ${longWord(position + 3).toLowerCase()}`, target: '' },
      })),
    },
  },
  repeat_usps: {
    default: fixtureBlockOn('/over-ons/', 'Repeat', 'repeat_usps'),
    minimal: {
      kind: 'Repeat',
      styletype: 'repeat_usps',
      view: 'default',
      usps: [
        { icon: null, title: 'Bereikbaar', description: '', link: null },
        { icon: null, title: 'Veilig', description: '<p>Gecertificeerd volgens ISO 27001.</p>', link: null },
      ],
    },
    // Ten items, every other one linked (to pages and posts of the fixtures).
    longContent: {
      kind: 'Repeat',
      styletype: 'repeat_usps',
      sectionId: 'alle-voordelen',
      title: `Waarom ${longWord(1).toLowerCase()}?`,
      view: 'default',
      usps: Array.from({ length: 10 }, (_, position) => ({
        icon: [IMG.iconNetherlands, IMG.iconSupport, IMG.iconSecurity, IMG.iconBackup][position % 4]!,
        title: longWord(position),
        description: longParagraph(position),
        link:
          position % 2 === 0
            ? [POST.ransomware, PAGE.datacenters, POST.snapshotOrBackup, PAGE.contact, POST.isoRecertification][position / 2]!
            : null,
      })),
    },
  },
  repeat_content_with_cta: {
    default: fixtureBlockOn('/over-ons/', 'Repeat', 'repeat_content_with_cta'),
    minimal: {
      kind: 'Repeat',
      styletype: 'repeat_content_with_cta',
      content: [{ type: 'intro', description: '<p>Een korte introductie zonder verdere blokken.</p>' }],
    },
    // An intro, six texts with headings and a quote beside the CTA box.
    longContent: {
      kind: 'Repeat',
      styletype: 'repeat_content_with_cta',
      sectionId: 'lang',
      title: `${longWord(0)} in de praktijk`,
      content: [
        { type: 'intro', description: longParagraph(0) },
        ...Array.from({ length: 6 }, (_, position) => ({
          type: 'text' as const,
          title: `${longWord(position + 1)}?`,
          description: longParagraph(position + 1),
        })),
        { type: 'quote', description: `<p>“${longParagraph(4).replace(/<\/?p>/g, '')}” — ${longWord(3)}</p>` },
      ],
      ctaTitle: `Vraag naar onze ${longWord(2).toLowerCase()}`,
      ctaImage: IMG.officeUtrecht,
      links: [
        button('/contact/', `Plan een ${longWord(5).toLowerCase()}`, 'orange'),
        button('/terugbellen/', 'Bel mij nu terug', 'blue_outlined'),
      ],
    },
  },
  repeat_faq: {
    default: fixtureBlockOn('/diensten/vps/', 'Repeat', 'repeat_faq'),
    minimal: {
      kind: 'Repeat',
      styletype: 'repeat_faq',
      faq: [{ question: 'Kan ik maandelijks opzeggen?', answer: '<p>Ja, alle pakketten zijn maandelijks opzegbaar.</p>' }],
    },
    // Twelve long questions, each answer a paragraph and a list.
    longContent: {
      kind: 'Repeat',
      styletype: 'repeat_faq',
      sectionId: 'faq',
      title: `Vragen over ${longWord(1).toLowerCase()}`,
      faq: Array.from({ length: 12 }, (_, position) => ({
        question: `Hoe werkt de ${longWord(position).toLowerCase()} bij ${longWord(position + 1).toLowerCase()}?`,
        answer: `${longParagraph(position)}\n<ul>\n<li>${longWord(position + 2)}</li>\n<li>${longWord(position + 3)}</li>\n</ul>`,
      })),
    },
  },
} satisfies Record<'repeat_services' | 'repeat_usps' | 'repeat_content_with_cta' | 'repeat_faq', BlockExamples<RepeatBlock>>;
