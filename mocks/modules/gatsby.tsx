/**
 * Stand-in for the `gatsby` module where Gatsby's runtime does not exist: Storybook
 * (`resolve.alias` in .storybook/main.ts) and Jest (`moduleNameMapper` in jest.config.mjs).
 *
 * Components get their data through props (fragments and page queries live in Gatsby);
 * here only the runtime pieces they touch are imitated.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { fn } from 'storybook/test';

export interface GatsbyLinkProps<TState = unknown> extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /* Router-only props: accepted for type compatibility, never passed to the DOM. */
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: TState;
  getProps?: unknown;
}

/** A plain anchor: what Gatsby's Link renders in the static HTML, without the router. */
export const Link = forwardRef<HTMLAnchorElement, GatsbyLinkProps>(function Link(
  // The router-only props are pulled out so they do not leak onto the <a>.
  { to, children, activeClassName, activeStyle, partiallyActive, replace, state, getProps, ...anchorProps },
  ref,
) {
  return (
    <a ref={ref} href={to} {...anchorProps}>
      {children}
    </a>
  );
});

export interface NavigateOptions<TState = unknown> {
  replace?: boolean;
  state?: TState;
}

/**
 * Records calls instead of navigating. A `storybook/test` spy: Storybook clears it before
 * every story and lists calls in the Actions panel; `expect(navigate).toHaveBeenCalledWith('/x/')`
 * works in play functions and in Jest (call `navigate.mockClear()` between Jest tests).
 */
export const navigate = fn((_to: string | number, _options?: NavigateOptions): Promise<void> => Promise.resolve()).mockName(
  'gatsby.navigate',
);

/** Gatsby's loader prefetches a page's data and code; a spy here, nothing to fetch. */
export const prefetchPathname = fn((_pathname: string): void => undefined).mockName('gatsby.prefetchPathname');

/** Queries only run in Gatsby's build; outside it the tagged template is inert. */
export function graphql(_strings: TemplateStringsArray, ..._values: unknown[]): string {
  return '';
}

export function useStaticQuery<TData = unknown>(_query?: unknown): TData {
  throw new Error(
    'useStaticQuery is not available outside Gatsby (Storybook/Jest use mocks/modules/gatsby.tsx). ' +
      'Give the component its data through props — pass fixture data from mocks/content in the story or test — ' +
      'and keep useStaticQuery in a thin wrapper that only Gatsby renders.',
  );
}

/** No path prefix outside Gatsby. */
export function withPrefix(path: string): string {
  return path;
}

/** Gatsby's third-party script loader: loads nothing here, so stories and tests never dial out. */
export function Script(_props: Record<string, unknown>): null {
  return null;
}
