/**
 * Named examples of the Fragment layout (docs/behaviour/blocks.md#fragments): a block that renders the blocks of
 * a reusable fragment. The minimal and long examples refer to fragments made for them, which
 * `exampleContent` holds beside the fixture content (pass it as gatsby-shape's `content`).
 */
import { content, FORM, FRAGMENT } from '../index.ts';
import { fixtureBlockOn } from '../select.ts';
import type { Content, Fragment, FragmentBlock } from '../types.ts';
import { longWord } from './long-dutch.ts';
import type { BlockExamples } from './types.ts';

export const EXAMPLE_FRAGMENT = { minimal: 990, longContent: 991 } as const;

const LONG_WORD = longWord(1);

/** The fragments the examples refer to. */
export const EXAMPLE_FRAGMENTS: readonly Fragment[] = [
  {
    databaseId: EXAMPLE_FRAGMENT.minimal,
    title: 'Storyfragment',
    slug: 'storyfragment',
    blocks: [{ kind: 'Form', styletype: 'form_default', title: 'Contact', formId: null }],
  },
  {
    databaseId: EXAMPLE_FRAGMENT.longContent,
    title: 'Lang storyfragment',
    slug: 'lang-storyfragment',
    // Six form blocks with long Dutch compounds in their titles and texts.
    blocks: Array.from({ length: 6 }, (_, position) => ({
      kind: 'Form' as const,
      styletype: 'form_default',
      title: `${position + 1}. ${LONG_WORD}`,
      description: `<p>${`${LONG_WORD}overzicht en arbeidsongeschiktheidsverzekering. `.repeat(3)}</p>`,
      formId: position % 2 === 0 ? FORM.contact : FORM.migrationIntake,
    })),
  },
];

/** The fixture content with the examples' own fragments added. */
export const exampleContent: Content = { ...content, fragments: [...content.fragments, ...EXAMPLE_FRAGMENTS] };

const contactCta = fixtureBlockOn('/cloudstatus/', 'Fragment');
if (contactCta.fragment !== FRAGMENT.contactCta)
  throw new Error(`mocks/content: the first Fragment block on /cloudstatus/ is not fragment ${FRAGMENT.contactCta}`);

export const fragmentExamples = {
  default: contactCta,
  minimal: { kind: 'Fragment', styletype: 'default', fragment: EXAMPLE_FRAGMENT.minimal },
  longContent: { kind: 'Fragment', styletype: 'default', fragment: EXAMPLE_FRAGMENT.longContent },
} satisfies BlockExamples<FragmentBlock>;
