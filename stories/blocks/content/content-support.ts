/**
 * What the Content block stories share: the long Dutch copy (from the block examples,
 * mocks/content/examples) and the check the long-content stories share (the helpers of every
 * block kind are in mocks/testing/blocks.ts).
 */
import { expect, within } from 'storybook/test';
import { LONG_LINKS } from '../../../mocks/content/examples/index.ts';
import { expectHeadingsFit } from '../../../mocks/testing/blocks';

export { LONG_HTML, LONG_LINKS, LONG_POINTERS } from '../../../mocks/content/examples/index.ts';

/** A block with LONG_LINKS shows all of them, and nothing sticks out sideways. */
export async function expectLongLinksFit(canvasElement: HTMLElement) {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(LONG_LINKS.length);
  await expectHeadingsFit(canvasElement);
}

/**
 * The items of a block's pointer list: the list whose items read the comma-separated pointers
 * field, in order (a description's own list, even with the same first items, is not it).
 */
export function pointerItems(canvasElement: HTMLElement, pointers: string | null | undefined): HTMLElement[] {
  const expected = (pointers ?? '')
    .split(',')
    .map((pointer) => pointer.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const itemsOf = (list: HTMLElement) => within(list).queryAllByRole('listitem');
  const list = within(canvasElement)
    .queryAllByRole('list')
    .find((candidate) => JSON.stringify(itemsOf(candidate).map((item) => item.textContent)) === JSON.stringify(expected));
  if (!list) throw new Error(`No list reads the pointers: ${expected.join(', ')}`);
  return itemsOf(list);
}
