/**
 * The fixture forms (mocks/content/forms.ts) as the engine sees them, for tests and stories: in the GravityForm
 * fragment's shape (mocks/content/gatsby-shape.ts), normalized by normalize.ts as on the site,
 * with the apiURL of the stand-in's WordPress URL (msw's handlers answer it on any origin).
 */
import { findForm, WORDPRESS_URL } from '../content/index.ts';
import { toGatsbyGravityForm } from '../content/gatsby-shape.ts';
import { normalizeForm } from '../../src/forms/normalize';
import type { FieldDefinition, FormDefinition } from '../../src/forms/types';

/** A fixture form by id, as the engine sees it. */
export function fixtureForm(formId: number): FormDefinition {
  const form = findForm(formId);
  if (!form) throw new Error(`no fixture form ${formId}`);
  return normalizeForm(toGatsbyGravityForm(form), { wordpressUrl: WORDPRESS_URL });
}

/** One field of a fixture form, alone in a form of its own (for the field stories). */
export function singleFieldForm(formId: number, fieldId: number, overrides: Partial<FieldDefinition> = {}): FormDefinition {
  const form = fixtureForm(formId);
  const field = form.fields.find((candidate) => candidate.id === fieldId);
  if (!field) throw new Error(`no field ${fieldId} in fixture form ${formId}`);
  return { ...form, fields: [{ ...field, ...overrides }] };
}

/** Every field of a fixture form with the same overrides (for example none required, no conditions). */
export function everyFieldForm(formId: number, overrides: Partial<FieldDefinition>): FormDefinition {
  const form = fixtureForm(formId);
  return { ...form, fields: form.fields.map((field) => ({ ...field, ...overrides })) };
}
