import { FragmentBlock } from './FragmentBlock';

/** The Fragment block has no styletype of its own: it is registered as 'default'. */
export const fragmentComponents = {
  default: FragmentBlock,
};
