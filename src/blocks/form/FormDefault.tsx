import type { BlockProps } from '../types';
import type { FormBlock } from './fragment';
import { FormSection } from './FormSection';

/** form_default (spec §2 Form blocks): title, description and the form. */
export function FormDefault(props: BlockProps<FormBlock>) {
  return <FormSection {...props} />;
}
