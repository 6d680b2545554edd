/**
 * Shared by the form block stories: blocks in fragment shape (media in URL mode), the site
 * settings' contact details (which Layout provides to blocks on a page) and checks on the form
 * slot. The helpers of every block kind are in mocks/testing/blocks.ts.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content, findForm } from '../../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../../mocks/content/gatsby-shape.ts';
import type { FormBlock as FixtureFormBlock } from '../../../mocks/content/types.ts';
import { SiteInfoContext } from '../../../src/layout/SiteInfoContext';
import type { SiteInfo } from '../../../src/layout/site-settings';
import { asGatsbyBlock, expectHeading, fixtureBlock } from '../../../mocks/testing/blocks';

export const siteInfo = toGatsbySiteSettings(content).info as SiteInfo;

/**
 * Gives the block the site settings' contact details as Layout does on a page;
 * a story sets `parameters.siteInfo` (null: no settings) to change them.
 */
export const withSiteInfo: Decorator = (Story, { parameters }) => (
  <SiteInfoContext.Provider value={'siteInfo' in parameters ? (parameters.siteInfo as SiteInfo | null) : siteInfo}>
    <Story />
  </SiteInfoContext.Provider>
);

/** A form block in fragment shape, with media in URL mode. */
const asFormBlock = (block: FixtureFormBlock) => asGatsbyBlock(block, 'Page', { processed: false });

/** A page's first form block of a styletype, as the fixture and in fragment shape. */
export function fixtureFormBlock(uri: string, styletype: 'form_default' | 'form_contact') {
  const fixture = fixtureBlock(uri, 'Form', styletype);
  return { fixture, block: asFormBlock(fixture) };
}

/** A form block made for a story. */
export function formBlock(block: Partial<FixtureFormBlock>) {
  return asFormBlock({ kind: 'Form', styletype: 'form_default', formId: null, ...block });
}

/** The form slot: a group named by its form definition's title, with that title at `level` (and its description). */
export async function expectFormSlot(canvasElement: HTMLElement, formId: number, level: 2 | 3) {
  const form = findForm(formId)!;
  const slot = within(canvasElement).getByRole('group', { name: form.title });
  await expectHeading(slot, level, form.title);
  if (form.description) await expect(slot).toHaveTextContent(form.description);
  return slot;
}

/** No form slot: no group other than an address (the contact details). */
export async function expectNoFormSlot(canvasElement: HTMLElement) {
  const groups = within(canvasElement)
    .queryAllByRole('group')
    .filter((group) => group.tagName !== 'ADDRESS');
  await expect(groups).toEqual([]);
}

/** The contact details' address (an address is a group; the form slot is the other, named, one), or null. */
export function contactAddress(canvasElement: HTMLElement): HTMLElement | null {
  return (
    within(canvasElement)
      .queryAllByRole('group')
      .find((group) => group.tagName === 'ADDRESS') ?? null
  );
}

export { LONG_DESCRIPTION } from '../../../mocks/content/examples/index.ts';
