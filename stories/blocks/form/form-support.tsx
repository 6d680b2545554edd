/**
 * Shared by the form block stories: fixture blocks in fragment shape, the site settings'
 * contact details (which Layout provides to blocks on a page) and checks on the form slot.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { content, findForm, findPage } from '../../../mocks/content/index.ts';
import { toGatsbyBlock, toGatsbySiteSettings } from '../../../mocks/content/gatsby-shape.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import type { FormBlock as FixtureFormBlock } from '../../../mocks/content/types.ts';
import type { FormBlock } from '../../../src/blocks/form/fragment';
import type { PageContext } from '../../../src/blocks/types';
import { SiteInfoContext } from '../../../src/layout/SiteInfoContext';
import type { SiteInfo } from '../../../src/layout/site-settings';

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

export function fixturePage(uri: string) {
  const page = findPage(uri);
  if (!page) throw new Error(`mocks/content: no page ${uri}`);
  return page;
}

/** The context the Page template gives a page's blocks (without the featured image: form blocks do not show it). */
export function pageContext(uri: string): PageContext {
  const page = fixturePage(uri);
  return { uri: page.uri, title: page.title, featuredImage: null };
}

/** A page's first form block of a styletype, as the fixture and in fragment shape (media in URL mode, as stories have no sharp). */
export function fixtureFormBlock(uri: string, styletype: 'form_default' | 'form_contact') {
  const fixture = findBlock(fixturePage(uri).blocks, 'Form', styletype);
  return { fixture, block: toGatsbyBlock(fixture, 'Page', { processed: false }) as FormBlock };
}

/** A form block made for a story. */
export function formBlock(block: Partial<FixtureFormBlock>) {
  return toGatsbyBlock({ kind: 'Form', styletype: 'form_default', form: null, ...block } as FixtureFormBlock, 'Page', { processed: false }) as FormBlock;
}

/** The form slot shows its form definition's title at `level` (and description), marked with the form's id. */
export async function expectFormSlot(canvasElement: HTMLElement, formId: number, level: 2 | 3) {
  const slot = canvasElement.querySelector<HTMLElement>('[data-form-id]');
  await expect(slot).not.toBeNull();
  await expect(slot).toHaveAttribute('data-form-id', String(formId));
  const form = findForm(formId)!;
  await expect(within(slot!).getByRole('heading', { level, name: form.title })).toBeVisible();
  if (form.description) await expect(slot).toHaveTextContent(form.description);
  return slot!;
}

/** Nothing sticks out sideways: the page does not scroll horizontally and the element wraps. */
export async function expectNoHorizontalOverflow(element: HTMLElement) {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
}

export const MOBILE = { viewport: { value: 'mobile', isRotated: false } } as const;

/** Long Dutch compounds, for the long-content stories. */
export const LONG_TITLE = 'Aanvraagformulier voor bedrijfscontinuïteitsverzekeringsvoorwaardenoverzichten en informatiebeveiligingsmanagementsystemen';
export const LONG_DESCRIPTION = `<p>${'Vul het formulier in voor een vrijblijvende arbeidsongeschiktheidsverzekeringsmaatschappijvergelijking en een persoonlijk overstapplan. '.repeat(4)}</p><p>Wij nemen binnen één werkdag contact met je op over je <strong>cloudmigratievoorbereidingswerkzaamheden</strong>.</p>`;
