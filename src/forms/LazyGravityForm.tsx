import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { GravityFormProps } from './GravityForm';
import { useWordPressUrl } from './FormsConfig';
import type { RawGravityForm } from './normalize';

/**
 * The engine in its own chunk: the normalizer, react-hook-form, yup and the field components
 * load only where a form is rendered (a form block, the opened newsletter modal), never with a
 * page without one.
 */
const SourcedGravityForm = lazy(() => import('./SourcedGravityForm'));

/** true in the browser (after hydration), false in the static HTML and while hydrating. */
const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export interface LazyGravityFormProps extends Omit<GravityFormProps, 'form'> {
  /** The form as the GravityForm fragment selects it. */
  form: RawGravityForm | Queries.GravityFormFragment;
}

/**
 * A sourced Gravity Form, normalized and rendered by the lazily loaded engine (nothing for a
 * form without fields). It renders in the browser only: a form needs JavaScript to send anyway,
 * its prefill reads the address bar, and the static HTML stays free of the engine.
 */
export function LazyGravityForm({ form, ...props }: LazyGravityFormProps) {
  const wordpressUrl = useWordPressUrl();
  const mounted = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SourcedGravityForm form={form} wordpressUrl={wordpressUrl} {...props} />
    </Suspense>
  );
}
