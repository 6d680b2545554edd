import type { BlockProps } from '../types';
import type { FormBlock } from './fragment';
import { FormSection } from './FormSection';

/** form_default (docs/behaviour/blocks.md#form-blocks): title, description and the form. */
export function FormDefault(props: BlockProps<FormBlock>) {
  return <FormSection {...props} />;
}
