import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import type { GravityFormProps } from './GravityForm';
import { useWordPressUrl } from './FormsConfig';
import { normalizeForm, type RawGravityForm } from './normalize';

/**
 * The engine in its own chunk: react-hook-form, yup and the field components load only where a
 * form is rendered (a form block, the opened newsletter modal), never with a page without one.
 */
const GravityForm = lazy(() => import('./GravityForm'));

/** true in the browser (after hydration), false in the static HTML and while hydrating. */
const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export interface LazyGravityFormProps extends Omit<GravityFormProps, 'form'> {
  /** The form as the GravityForm fragment selects it. */
  form: RawGravityForm | Queries.GravityFormFragment;
}

/**
 * A sourced Gravity Form, normalized and rendered by the lazily loaded engine. It renders in
 * the browser only: a form needs JavaScript to send anyway, its prefill reads the address bar,
 * and the static HTML stays free of the engine.
 */
export function LazyGravityForm({ form, ...props }: LazyGravityFormProps) {
  const wordpressUrl = useWordPressUrl();
  const definition = useMemo(() => normalizeForm(form, { wordpressUrl }), [form, wordpressUrl]);
  const mounted = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  if (!mounted || definition.fields.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <GravityForm form={definition} {...props} />
    </Suspense>
  );
}
