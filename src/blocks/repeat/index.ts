import { RepeatContentWithCta } from './RepeatContentWithCta';
import { RepeatFaq } from './RepeatFaq';
import { RepeatServices } from './RepeatServices';
import { RepeatUsps } from './RepeatUsps';
import type { KindComponentsOf } from '../kinds';

/** Repeat section components by styletype (docs/behaviour/blocks.md#repeat-sections). */
export const repeatComponents = {
  repeat_services: RepeatServices,
  repeat_usps: RepeatUsps,
  repeat_content_with_cta: RepeatContentWithCta,
  repeat_faq: RepeatFaq,
} satisfies KindComponentsOf<'Repeat'>;
