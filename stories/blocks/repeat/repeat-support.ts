/**
 * Shared by the repeat section stories: fixture blocks in the data layer's shape, page contexts,
 * long Dutch copy and checks that read the page the way a visitor does.
 */
import { expect, userEvent } from 'storybook/test';
import { findPage } from '../../../mocks/content/index.ts';
import { toGatsbyBlock } from '../../../mocks/content/gatsby-shape.ts';
import type { Block, Page } from '../../../mocks/content/types.ts';
import type { RepeatBlock } from '../../../src/blocks/repeat/fragment';
import type { PageContext } from '../../../src/blocks/types';

export function fixturePage(uri: string): Page {
  const page = findPage(uri);
  if (!page) throw new Error(`mocks/content: no page ${uri}`);
  return page;
}

export function pageContextOf(page: Page): PageContext {
  return { uri: page.uri, title: page.title, featuredImage: null };
}

/** A fixture block as the RepeatBlock fragment returns it. */
export const asRepeatBlock = (block: Block) => toGatsbyBlock(block) as RepeatBlock;

export const MOBILE = { viewport: { value: 'mobile', isRotated: false } } as const;
export const TABLET = { viewport: { value: 'tablet', isRotated: false } } as const;
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;

/** Long Dutch compounds: they must wrap, never push the page sideways. */
export const LONG_WORDS = [
  'Bedrijfscontinuïteitsplanningsdocumentatie',
  'Informatiebeveiligingsmanagementsysteemcertificering',
  'Hoogbeschikbaarheidsclusterconfiguratie',
  'Arbeidsongeschiktheidsverzekeringsmaatschappij',
  'Gegevensbeschermingseffectbeoordeling',
  'Netwerksegmentatiebeleidsafspraken',
] as const;

export const longWord = (index: number) => LONG_WORDS[index % LONG_WORDS.length]!;

export const longParagraph = (index: number) =>
  `<p>Met onze ${longWord(index).toLowerCase()} en de ${longWord(index + 1).toLowerCase()} weet je precies waar je aan toe bent. Zo blijft je organisatie ook bij een storing gewoon doorwerken, en houden wij de ${longWord(index + 2).toLowerCase()} voor je bij.</p>`;

/** Nothing in the element is wider than the element itself. */
export async function expectNoHorizontalOverflow(element: HTMLElement) {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
}

/** The page is not wider than the viewport. */
export async function expectPageFits() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth + 1);
}

/** Presses Tab until `target` has focus (at most `max` presses). */
export async function tabTo(target: HTMLElement, max = 40) {
  for (let press = 0; press < max && document.activeElement !== target; press += 1) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/** The panel an accordion or card button controls. */
export function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`No panel for button '${button.textContent}'`);
  return panel;
}

export async function expectExpanded(buttons: HTMLElement[], expanded: boolean[]) {
  await expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(expanded.map(String));
  for (const [position, button] of buttons.entries()) {
    // Rendered or not: the hidden attribute, and no style that shows the panel anyway.
    const panel = panelOf(button);
    if (expanded[position]) await expect(panel).toBeVisible();
    else await expect(panel).not.toBeVisible();
    await expect(getComputedStyle(panel).display === 'none').toBe(!expanded[position]);
  }
}

/** Waits for a CSS transition (arrow on hover) longer than waitFor's default second on a busy machine. */
export const TRANSITION = { timeout: 3000 } as const;

/** Every style rule of the page, nested ones (media queries) included. */
function styleRules(): CSSStyleRule[] {
  const rules: CSSStyleRule[] = [];
  const collect = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) rules.push(rule);
      if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) collect((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      collect(sheet.cssRules);
    } catch {
      // A cross-origin sheet cannot be read; ours are all same-origin.
    }
  }
  return rules;
}

/**
 * Whether a :hover rule makes the element fully opaque. A play function cannot put the real
 * pointer over an element (user-event's hover dispatches events, it does not set :hover), so
 * the rule that shows it on hover is looked up instead: the element must match its selector
 * with :hover taken out.
 */
export function shownOnHover(element: HTMLElement): boolean {
  return styleRules().some((rule) =>
    rule.selectorText
      .split(',')
      .filter((selector) => selector.includes(':hover'))
      .some((selector) => {
        try {
          return element.matches(selector.replace(/:hover/g, '')) && rule.style.opacity === '1';
        } catch {
          return false;
        }
      }),
  );
}
