import { FragmentBlock } from './FragmentBlock';
import type { KindComponentsOf } from '../kinds';

/** The Fragment block has no styletype of its own: it is registered as 'default'. */
export const fragmentComponents = {
  default: FragmentBlock,
} satisfies KindComponentsOf<'Fragment'>;
