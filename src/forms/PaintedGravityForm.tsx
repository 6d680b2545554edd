import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { GravityFormProps } from './GravityForm';
import { useWordPressUrl } from './FormsConfig';
import { captureFocus, controlName, readHandOver, restoreFocus, type FormHandOver } from './handover';
import { normalizeForm, type RawGravityForm } from './normalize';
import { StaticGravityForm } from './StaticGravityForm';
import { firstScripts } from '../lib/first-scripts';
import { whenIdle } from '../lib/idle';

/** The engine (react-hook-form, yup, the schema and the REST client) in a chunk of its own. */
export const loadFormEngine = () => import(/* webpackChunkName: "form-engine" */ './GravityForm').then((module) => module.default);

/** How long an idle callback may wait before the engine loads anyway (a page that never goes idle). */
export const ENGINE_IDLE_TIMEOUT_MS = 4000;

/** What starts the engine inside the form: the first pointer, focus or input. */
export const ENGINE_TRIGGER_EVENTS = ['pointerdown', 'focusin', 'input'] as const;

export interface PaintedGravityFormProps extends Omit<GravityFormProps, 'form' | 'handOver' | 'idPrefix'> {
  /** The form as the GravityForm fragment selects it. */
  form: RawGravityForm | Queries.GravityFormFragment;
  /** Beside the button while the form cannot be sent: another way to reach the company. */
  alternative?: ReactNode;
  /**
   * Load the engine on mount and show the form once it is there, nothing before (a dialog's form,
   * LazyGravityForm: rendered in the browser, where the static form would only be replaced at once).
   */
  engineAtOnce?: boolean;
}

type Engine = ComponentType<GravityFormProps>;

/**
 * A Gravity Form in the page's HTML from the first byte, its engine loaded later: the server
 * (and the hydrating browser) render StaticGravityForm, complete and in the engine's layout; the
 * engine loads when the visitor first reaches into the form (a pointer, focus or input) or when
 * the browser is idle after the load, and then takes over in one synchronous commit: the values
 * the visitor gave, the focus and the caret carry over (handover.ts), the fields keep their ids,
 * and a click on one of the form's own buttons (a list's rows) is given again to the engine's.
 * If the engine cannot load, the static form stays and shows its alternative.
 */
export function PaintedGravityForm({
  form,
  alternative,
  engineAtOnce = false,
  sectionHeadingLevel,
  ...engineProps
}: PaintedGravityFormProps) {
  const wordpressUrl = useWordPressUrl();
  const definition = useMemo(() => normalizeForm(form, { wordpressUrl }), [form, wordpressUrl]);
  const idPrefix = useId();
  const staticForm = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<{ Engine: Engine; handOver: FormHandOver | null } | null>(null);
  const [failed, setFailed] = useState(false);

  // A dialog's form: the engine at once, and nothing shown before it (no static form to type into).
  useEffect(() => {
    if (!engineAtOnce || engine || failed) return undefined;
    let done = false;
    loadFormEngine().then(
      (Engine) => {
        if (!done) setEngine({ Engine, handOver: null });
      },
      () => {
        if (!done) setFailed(true);
      },
    );
    return () => {
      done = true;
    };
  }, [engineAtOnce, engine, failed]);

  useEffect(() => {
    const element = staticForm.current;
    if (engineAtOnce || engine || failed || !element) return undefined;
    let done = false;
    // The controls the visitor has left: touched for the engine, as its own would be. Those left
    // before this effect ran (the island hydrated on the first focus; the page's loader saw them) count too.
    const left = new Set<string>();
    const loader = firstScripts();
    for (const control of Array.from(element.elements)) {
      const name = loader?.wasLeft(control) ? controlName(element, control) : null;
      if (name) left.add(name);
    }
    const remember = (event: FocusEvent) => {
      const name = controlName(element, event.target instanceof Element ? event.target : null);
      if (name) left.add(name);
    };
    element.addEventListener('focusout', remember);
    // A button of the form's own (a list's add or remove row) does nothing before the engine: its
    // click is given again to the engine's button with the same id once it has taken over.
    const heldClicks: string[] = [];
    const hold = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"][id]') : null;
      if (!button || !element.contains(button)) return;
      heldClicks.push(button.id);
      start();
    };
    element.addEventListener('click', hold);
    const start = () => {
      if (done) return;
      stop();
      loadFormEngine().then(
        (Engine) => {
          const current = staticForm.current;
          if (done || !current) return;
          done = true;
          const focus = captureFocus(current);
          // Read and replace in one task: nothing the visitor types can fall in between.
          const handOver = readHandOver(current, definition, left);
          flushSync(() => setEngine({ Engine, handOver }));
          restoreFocus(focus);
          // One at a time, each rendered before the next: a second add-row click goes to the new last row's button.
          for (const id of heldClicks) flushSync(() => document.getElementById(id)?.click());
        },
        () => {
          if (!done) setFailed(true);
        },
      );
    };
    for (const type of ENGINE_TRIGGER_EVENTS) element.addEventListener(type, start, { passive: true });
    const cancelIdle = whenIdle(start, { timeoutMs: ENGINE_IDLE_TIMEOUT_MS, withoutIdleCallbackMs: 1000, afterLoad: true });
    function stop() {
      for (const type of ENGINE_TRIGGER_EVENTS) element?.removeEventListener(type, start);
      cancelIdle();
    }
    // Focus may have arrived before the listeners (a tap that hydrated the island).
    if (element.contains(document.activeElement)) start();
    return () => {
      done = true;
      stop();
      element.removeEventListener('focusout', remember);
      element.removeEventListener('click', hold);
    };
  }, [definition, engine, failed, engineAtOnce]);

  if (definition.fields.length === 0) return null;
  if (engine) {
    const { Engine: GravityForm, handOver } = engine;
    return (
      <GravityForm form={definition} idPrefix={idPrefix} handOver={handOver} sectionHeadingLevel={sectionHeadingLevel} {...engineProps} />
    );
  }
  if (engineAtOnce && !failed) return null;
  return (
    <StaticGravityForm
      ref={staticForm}
      form={definition}
      idPrefix={idPrefix}
      sectionHeadingLevel={sectionHeadingLevel}
      alternative={alternative}
      alternativeShown={failed}
    />
  );
}
