/**
 * content_image_with_quote keeps the quoted person in its label field as "name, role"
 * ("Eva Koster, directeur Koster Accountants"). The name is shown first and stronger; a label
 * without a comma is all name.
 */
export interface PersonLabel {
  name: string;
  role: string | null;
}

export function splitPersonLabel(label: string | null | undefined): PersonLabel | null {
  if (typeof label !== 'string') return null;
  const text = label.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const comma = text.indexOf(',');
  if (comma === -1) return { name: text, role: null };
  const name = text.slice(0, comma).trim();
  const role = text.slice(comma + 1).trim() || null;
  // ", directeur" (no name) still shows the role rather than nothing.
  return name ? { name, role } : role ? { name: role, role: null } : null;
}
