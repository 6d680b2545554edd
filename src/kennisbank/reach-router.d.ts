/**
 * The one export of Gatsby's router (@gatsbyjs/reach-router, what Gatsby aliases
 * @reach/router to) that useListing reads; the package ships no types. useLocationContext,
 * unlike useLocation, gives undefined outside a router (Storybook, Jest) instead of throwing.
 */
declare module '@gatsbyjs/reach-router' {
  export function useLocationContext(): { location: { search: string; pathname: string } } | undefined;
}
