/**
 * Shared by the form block stories: blocks in fragment shape (media in URL mode), the site
 * settings' contact details (which Layout provides to blocks on a page) and checks on the form
 * slot. The helpers of every block kind are in stories/support/blocks.ts.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { content, findForm } from '../../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../../mocks/content/gatsby-shape.ts';
import type { FormBlock as FixtureFormBlock } from '../../../mocks/content/types.ts';
import { SiteInfoContext } from '../../../src/layout/SiteInfoContext';
import type { SiteInfo } from '../../../src/layout/site-settings';
import { asGatsbyBlock, expectHeading, fixtureBlock } from '../../support/blocks';

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
  return asFormBlock({ kind: 'Form', styletype: 'form_default', form: null, ...block });
}

/** The form slot shows its form definition's title at `level` (and description), marked with the form's id. */
export async function expectFormSlot(canvasElement: HTMLElement, formId: number, level: 2 | 3) {
  const slot = canvasElement.querySelector<HTMLElement>('[data-form-id]');
  await expect(slot).not.toBeNull();
  await expect(slot).toHaveAttribute('data-form-id', String(formId));
  const form = findForm(formId)!;
  await expectHeading(slot!, level, form.title);
  if (form.description) await expect(slot).toHaveTextContent(form.description);
  return slot!;
}

/** A long description full of Dutch compounds, for the long-content stories. */
export const LONG_DESCRIPTION = `<p>${'Vul het formulier in voor een vrijblijvende arbeidsongeschiktheidsverzekeringsmaatschappijvergelijking en een persoonlijk overstapplan. '.repeat(4)}</p><p>Wij nemen binnen één werkdag contact met je op over je <strong>cloudmigratievoorbereidingswerkzaamheden</strong>.</p>`;
