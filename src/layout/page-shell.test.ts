import { content } from '../../mocks/content/index.ts';
import { shellParts } from './page-shell';

describe('shellParts', () => {
  it("follows a page's own settings", () => {
    expect(shellParts({ showFooter: false, showNewsletter: false })).toEqual({ showFooter: false, showNewsletter: false });
    expect(shellParts({ showFooter: true, showNewsletter: false })).toEqual({ showFooter: true, showNewsletter: false });
    expect(shellParts({ showFooter: false, showNewsletter: true })).toEqual({ showFooter: false, showNewsletter: true });
  });

  it('gives a post (no page settings) the footer and the newsletter, as a content page has them', () => {
    const contentPage = content.pages.find((page) => page.uri === '/')!.settings;
    expect(shellParts(null)).toEqual(shellParts(contentPage));
    expect(shellParts(undefined)).toEqual({ showFooter: true, showNewsletter: true });
  });

  it('reads null in page settings as switched off: wp-graphql-acf answers an unchecked true_false as null', () => {
    expect(shellParts({ showFooter: null, showNewsletter: true })).toEqual({ showFooter: false, showNewsletter: true });
    expect(shellParts({ showFooter: true, showNewsletter: null })).toEqual({ showFooter: true, showNewsletter: false });
  });
});
