/**
 * Whether static blocks may keep their server HTML: set by the browser entry (gatsby-browser.tsx's
 * onClientEntry) before Gatsby hydrates a page it has server-rendered. Everywhere else (Gatsby's
 * server render, develop without SSR, Storybook, tests that render or server-render in jsdom)
 * it stays off and a static block renders its children. A module of its own, without imports,
 * so the browser entry carries nothing else.
 */
let keepServerHtml = false;

export function keepStaticIslands(enabled: boolean): void {
  keepServerHtml = enabled;
}

export function staticIslandsKept(): boolean {
  return keepServerHtml;
}
