/** A text field trimmed; '' for null, undefined or anything that is not a string (malformed content). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether a field holds text: a string with more than whitespace. */
export function hasText(value: unknown): value is string {
  return textOf(value) !== '';
}
