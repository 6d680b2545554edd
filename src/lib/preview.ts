/**
 * Whether this site runs on the preview server (scripts/preview-server.ts): `gatsby develop`
 * with WordPress drafts, started with GATSBY_PREVIEW_SERVER=true. Gatsby puts GATSBY_* variables
 * into the browser bundle and the server render alike, so a production build, which never sets
 * it, drops every branch that reads this.
 */
export const IS_PREVIEW_SERVER = process.env.GATSBY_PREVIEW_SERVER === 'true';
