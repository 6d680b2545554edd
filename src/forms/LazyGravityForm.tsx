import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { PaintedGravityFormProps } from './PaintedGravityForm';

/**
 * The painted form's code (normalizer, field components, the static form), loaded only where a
 * dialog opens a form (the newsletter modal, the quotation dialog). The same chunk as the form
 * blocks' (kinds.ts 'block-form'): a chunk of its own would hold those modules a third time beside
 * the form blocks' and the quotation's, and Gatsby puts a module that is in as many chunks as
 * there are templates into commons, on every page. The engine comes from that code, at once.
 */
const PaintedGravityForm = lazy(() =>
  import(/* webpackChunkName: "block-form" */ './PaintedGravityForm').then((module) => ({ default: module.PaintedGravityForm })),
);

/** true in the browser (after hydration), false in the static HTML and while hydrating. */
const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export type LazyGravityFormProps = Omit<PaintedGravityFormProps, 'engineAtOnce' | 'alternative'>;

/**
 * A sourced Gravity Form for a dialog: rendered in the browser only, its code and its engine
 * loaded when the dialog first shows it, nothing shown until then (a dialog's form is about to be
 * used, and its start values need the engine). Nothing for a form without fields.
 */
export function LazyGravityForm(props: LazyGravityFormProps) {
  const mounted = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PaintedGravityForm {...props} engineAtOnce />
    </Suspense>
  );
}
