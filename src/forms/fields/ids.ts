/** The ids a field's parts get, from the field's id. */
export const descriptionId = (id: string) => `${id}-description`;
export const errorId = (id: string) => `${id}-error`;

/** An input's `aria-describedby`: its error (first, it matters most) and the field's description. */
export function describedBy(id: string, { error, description }: { error?: string; description?: string }): string | undefined {
  const ids = [error ? errorId(id) : '', description ? descriptionId(id) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * What a control says of its validity to assistive technology: invalid while it has an error, and
 * described by that error and the field's description (the same for every field type).
 */
export function validityAttributes(id: string, error: string | undefined, description: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, { error, description }) } as const;
}
