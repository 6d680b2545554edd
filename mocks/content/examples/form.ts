/** Named examples of the Form layouts (docs/behaviour/blocks.md#form-blocks). */
import { FORM } from '../index.ts';
import { fixtureBlockOn } from '../select.ts';
import type { FormBlock } from '../types.ts';
import { LONG_DESCRIPTION, LONG_TITLE } from './long-dutch.ts';
import type { BlockExamples } from './types.ts';

export const formExamples = {
  form_default: {
    default: fixtureBlockOn('/contact/migratie-intake/', 'Form', 'form_default'),
    minimal: { kind: 'Form', styletype: 'form_default', title: 'Bel mij nu terug', formId: FORM.callback },
    longContent: {
      kind: 'Form',
      styletype: 'form_default',
      title: LONG_TITLE,
      description: LONG_DESCRIPTION,
      formId: FORM.migrationIntake,
    },
  },
  form_contact: {
    default: fixtureBlockOn('/contact/', 'Form', 'form_contact'),
    minimal: { kind: 'Form', styletype: 'form_contact', title: 'Contact', formId: null },
    longContent: { kind: 'Form', styletype: 'form_contact', title: LONG_TITLE, description: LONG_DESCRIPTION, formId: FORM.contact },
  },
} satisfies Record<'form_default' | 'form_contact', BlockExamples<FormBlock>>;
