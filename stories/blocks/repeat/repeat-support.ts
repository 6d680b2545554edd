/**
 * Shared by the repeat section stories: keyboard, accordion and hover checks that read the
 * page the way a visitor does (the helpers of every block kind are in mocks/testing/blocks.ts).
 */
import { expect, userEvent } from 'storybook/test';

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

/** Only the button at `index` is expanded (none for null). */
export async function expectOnlyOpen(buttons: HTMLElement[], index: number | null) {
  await expectExpanded(
    buttons,
    buttons.map((_, position) => position === index),
  );
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
