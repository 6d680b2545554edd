/**
 * Shared by the Header stories: fixture settings from mocks/content, a page under the fixed
 * header (as the Layout pads it), and helpers that find things the way a visitor does.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { content } from '../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../mocks/content/gatsby-shape.ts';
import type { HeaderProps } from '../../src/layout/Header';
import { HEADER_HEIGHT, HEADER_HEIGHT_STICKY } from '../../src/styles/constants';
import { space } from '../../src/styles/theme';

export const settings = toGatsbySiteSettings(content);

/**
 * For waits on a CSS transition (header 0.45 s, overlay 0.2 s, submenu panel 0.4 s): more than
 * waitFor's default second, so a busy machine running stories in parallel does not fail them.
 */
export const TRANSITION = { timeout: 3000 } as const;

export const headerArgs = {
  info: settings.info,
  menu: settings.menuHeader,
  location: { pathname: '/', hash: '', search: '' },
} satisfies HeaderProps;

/** The fixture menu: entries with a submenu, by title. */
export const menuWithSubmenus = content.settings.menuHeader.filter((item) => (item.submenu?.length ?? 0) > 0);
export function submenuOf(title: string) {
  const item = content.settings.menuHeader.find((entry) => entry.link.title === title);
  if (!item?.submenu) throw new Error(`mocks/content: menuHeader has no entry '${title}' with a submenu`);
  return item.submenu.map((sub) => sub.link);
}

export const phonenumber = content.settings.info.phonenumber;
export const loginOperatorUrl = content.settings.info.loginOperatorUrl;

/** Page content under the header, padded as the Layout pads main (160, or 120 when sticky). */
export function PageBelowHeader({ sticky = false, tall = false }: { sticky?: boolean; tall?: boolean }) {
  return (
    <main
      style={{
        paddingTop: sticky ? HEADER_HEIGHT_STICKY : HEADER_HEIGHT,
        paddingInline: space.lg,
        minHeight: tall ? '300vh' : undefined,
      }}
    >
      <h1>Cloud hosting uit Nederland</h1>
      <p>Virtuele servers, cloud pc’s en cloud werkplekken uit Nederlandse datacenters.</p>
    </main>
  );
}

export const withPage: Decorator = (Story, { args }) => (
  <>
    <Story />
    <PageBelowHeader sticky={Boolean((args as Partial<HeaderProps>).sticky)} />
  </>
);

export const withTallPage: Decorator = (Story) => (
  <>
    <Story />
    <PageBelowHeader tall />
  </>
);

/** The header (banner landmark) and queries inside it. */
export function headerIn(canvasElement: HTMLElement) {
  const header = within(canvasElement).getByRole('banner');
  return { header, canvas: within(header) };
}

/** Presses Tab until the element with this role and name has focus (at most `max` presses). */
export async function tabTo(canvasElement: HTMLElement, role: 'button' | 'link', name: string, max = 30) {
  const target = within(canvasElement).getByRole(role, { name });
  for (let press = 0; press < max && document.activeElement !== target; press += 1) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
  return target;
}

/** Whether page scrolling is locked, as src/lib/scroll-lock.ts locks it. */
export async function expectScrollLocked(locked: boolean) {
  const root = document.documentElement;
  if (locked) {
    await expect(getComputedStyle(root).overflow).toBe('hidden');
  } else {
    await expect(getComputedStyle(root).overflow).not.toBe('hidden');
  }
}
