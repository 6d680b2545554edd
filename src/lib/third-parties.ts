/**
 * The third parties some pages embed, and how to tell from a page's data: shared by the build's
 * Content-Security-Policy (src/build/security-headers.ts) and the browser's ThirdPartyPolicy.
 */
/** Third parties the site embeds on some pages only (docs/behaviour/calls-and-roles.md#calls-the-browser-makes: content_enclose, content_block_with_pointers). */
export type ThirdParty = 'typeform' | 'vimeo';
export const THIRD_PARTIES: readonly ThirdParty[] = ['typeform', 'vimeo'];

/**
 * The third parties a page's data (its query result) embeds: Typeform for a content_enclose block,
 * Vimeo for a block with a vimeoUrl. The browser's counterpart of the build's look at the HTML
 * (src/build/page-security.ts thirdPartiesIn), for pages reached by client-side navigation.
 */
export function thirdPartiesInData(data: unknown): ThirdParty[] {
  const json = JSON.stringify(data ?? null);
  const found: ThirdParty[] = [];
  if (json.includes('"styletype":"content_enclose"')) found.push('typeform');
  if (/"vimeoUrl":"[^"]+"/.test(json)) found.push('vimeo');
  return found;
}
