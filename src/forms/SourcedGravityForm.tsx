import { useMemo } from 'react';
import GravityForm, { type GravityFormProps } from './GravityForm';
import { normalizeForm, type RawGravityForm } from './normalize';

export interface SourcedGravityFormProps extends Omit<GravityFormProps, 'form'> {
  /** The form as the GravityForm fragment selects it. */
  form: RawGravityForm | Queries.GravityFormFragment;
  /** The WordPress the form sends to (normalizeForm's apiURL). */
  wordpressUrl: string;
}

/**
 * A sourced Gravity Form normalized and rendered by the engine; nothing for a form without
 * fields. Its own module, loaded by LazyGravityForm: the normalizer (and its country list) is
 * part of the engine's chunk, not of the code every page loads.
 */
export default function SourcedGravityForm({ form, wordpressUrl, ...props }: SourcedGravityFormProps) {
  const definition = useMemo(() => normalizeForm(form, { wordpressUrl }), [form, wordpressUrl]);
  if (definition.fields.length === 0) return null;
  return <GravityForm form={definition} {...props} />;
}
