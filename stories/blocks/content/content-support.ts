/**
 * What the Content block stories share: the long Dutch copy (from the block examples,
 * mocks/content/examples) and the check the long-content stories share (the helpers of every
 * block kind are in stories/support/blocks.ts).
 */
import { expect, within } from 'storybook/test';
import { LONG_LINKS } from '../../../mocks/content/examples/index.ts';
import { expectHeadingsFit } from '../../support/blocks';

export { LONG_HTML, LONG_LINKS, LONG_POINTERS } from '../../../mocks/content/examples/index.ts';

/** A block with LONG_LINKS shows all of them, and nothing sticks out sideways. */
export async function expectLongLinksFit(canvasElement: HTMLElement) {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(LONG_LINKS.length);
  await expectHeadingsFit(canvasElement);
}
