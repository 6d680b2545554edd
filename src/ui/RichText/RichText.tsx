import styled from 'styled-components';
import { nestHeadings } from './heading-levels';

const Html = styled.div`
  overflow-wrap: break-word;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  & a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }

  & ul,
  & ol {
    padding-left: 1.25em;
  }

  /* An inline image (with its width and height attributes) never overflows the text. */
  & img {
    max-width: 100%;
    height: auto;
  }

  & figure {
    margin: 1.5em 0;
  }

  & figcaption {
    margin-top: 0.5em;
    font-size: 0.875em;
  }
`;

export interface RichTextProps {
  /**
   * HTML that is already safe to insert: RichText sanitizes nothing and rewrites no URLs, so
   * whoever supplies the text (the data layer, for content) has done both.
   */
  html: string | null | undefined;
  as?: 'div' | 'blockquote';
  /**
   * The level the text's own highest heading gets (2 to 6): one below the heading the text
   * sits under, e.g. 2 under the page's h1, 3 under a block's h2. The text's headings are
   * renumbered from there, keeping their relative levels (see heading-levels.ts). Without it
   * they are left as written.
   */
  headingBase?: number;
  className?: string;
}

/** Formatted text from sanitized HTML; nothing at all for empty input (or anything that is not a string). */
export function RichText({ html, as = 'div', headingBase, className }: RichTextProps) {
  if (typeof html !== 'string' || !html.trim()) return null;
  const nested = headingBase === undefined ? html : nestHeadings(html, headingBase);
  return <Html as={as} className={className} dangerouslySetInnerHTML={{ __html: nested }} />;
}
