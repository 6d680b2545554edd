/**
 * The `pointers` field of a content block (docs/behaviour/blocks.md#content-blocks) is one comma-separated string, typed by
 * editors in WordPress: "Gratis cloudscan, Persoonlijk overstapplan, …". Stray spaces and
 * empty entries (a trailing comma, ", ,") are editing slips, not items.
 */
export function parsePointers(pointers: string | null | undefined): string[] {
  if (typeof pointers !== 'string') return [];
  return pointers
    .split(',')
    .map((pointer) => pointer.replace(/\s+/g, ' ').trim())
    .filter((pointer) => pointer.length > 0);
}
