import type { PageSettings } from './site-settings';

/** The optional parts of the shell around a page's content (spec §2 Page layout). */
export interface ShellParts {
  /** The footer (spec: present when showFooter is on). */
  showFooter: boolean;
  /** The 'Nieuwsbrief' button and modal (spec: present when showNewsletter is on). */
  showNewsletter: boolean;
}

/**
 * What a page shows when a setting is not given: a Kennisbank post (posts have no page
 * settings) or a page whose setting was never saved. Both parts are on: they are the site's
 * normal shell, which an editor turns off per page (the cloud scan page, the form pages).
 */
export const SHELL_DEFAULTS: ShellParts = { showFooter: true, showNewsletter: true };

/**
 * The one rule for pages and posts alike: a page's own setting where it has one, else the
 * default. The newsletter also needs site settings to show (its title and form); Layout checks that.
 */
export function shellParts(settings: Pick<PageSettings, 'showFooter' | 'showNewsletter'> | null | undefined): ShellParts {
  return {
    showFooter: settings?.showFooter ?? SHELL_DEFAULTS.showFooter,
    showNewsletter: settings?.showNewsletter ?? SHELL_DEFAULTS.showNewsletter,
  };
}
