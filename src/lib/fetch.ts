/**
 * The browser's fetch, reached through globalThis. Modules that the static render loads (the
 * form engine's body and upload helpers, the quotation client) must not name a free `fetch`:
 * Gatsby's server bundle then provides node-fetch for it, whose punycode import makes Node
 * print a deprecation warning that the build reports as an error.
 */
export const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
