import '@testing-library/jest-dom';

// jsdom has <dialog> but not its modal API: enough of it for components that use the Modal.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/*
 * jsdom does not resolve var(): a computed style read in a test would say `var(--c-orange)`
 * where a browser says `rgb(194, 65, 12)`, and it drops a shorthand (`background`) that holds
 * one. So in the component tests, the templates get the theme's plain values where the site
 * gets its custom properties (cssTheme): the same CSS once the browser has substituted them.
 * That every reference is declared, with the theme's value, is checked by
 * src/styles/global-css.test.ts (which unmocks this); the browser-side result by the stories.
 */
jest.mock('./src/styles/theme', () => {
  const actual = jest.requireActual<typeof import('./src/styles/theme')>('./src/styles/theme');
  return { ...actual, cssTheme: actual.theme };
});
