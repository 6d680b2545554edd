import { FormContact } from './FormContact';
import { FormDefault } from './FormDefault';
import type { KindComponentsOf } from '../kinds';

/** Form block components by styletype (docs/behaviour/blocks.md#form-blocks). */
export const formComponents = {
  form_default: FormDefault,
  form_contact: FormContact,
} satisfies KindComponentsOf<'Form'>;
