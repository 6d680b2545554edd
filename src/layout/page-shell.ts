import type { PageSettings } from './site-settings';

/** On this path the page body does not scroll (docs/behaviour/routes-and-layout.md#routes); <html> says so (src/styles/global-css.ts). */
export const NO_SCROLL_PATHS = ['/cloudstatus/ontdekken/'];

/** The optional parts of the shell around a page's content (docs/behaviour/routes-and-layout.md#page-layout). */
export interface ShellParts {
  /** The footer (spec: present when showFooter is on). */
  showFooter: boolean;
  /** The 'Nieuwsbrief' button and modal (spec: present when showNewsletter is on). */
  showNewsletter: boolean;
}

/**
 * What a page without page settings shows (a Kennisbank post): both parts on, the site's
 * normal shell, which an editor turns off per page (the cloud scan page, the form pages).
 */
export const SHELL_DEFAULTS: ShellParts = { showFooter: true, showNewsletter: true };

/**
 * The one rule for pages and posts alike: a page's own settings where it has them, else the
 * defaults. Within a page's settings only `true` is on: wp-graphql-acf 0.6.2 answers a
 * switched-off true_false field as null (`! empty( $value ) ? $value : null`, src/class-config.php
 * register_graphql_field), and a page whose settings were never saved gets the fields' ACF
 * default value (on, see src/model/model.ts). The newsletter also needs site settings to
 * show (its title and form); Layout checks that.
 */
export function shellParts(settings: Pick<PageSettings, 'showFooter' | 'showNewsletter'> | null | undefined): ShellParts {
  if (!settings) return SHELL_DEFAULTS;
  return { showFooter: settings.showFooter === true, showNewsletter: settings.showNewsletter === true };
}
