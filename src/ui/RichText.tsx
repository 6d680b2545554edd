import styled from 'styled-components';

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
`;

export interface RichTextProps {
  /**
   * WordPress HTML as the data layer gives it: gatsby-node sanitizes every HTML field at
   * build time (createResolvers), and the fixture helpers do the same for stories and tests.
   */
  html: string | null | undefined;
  as?: 'div' | 'blockquote';
  className?: string;
}

/** Sanitized WordPress HTML; nothing at all for empty input. */
export function RichText({ html, as = 'div', className }: RichTextProps) {
  if (!html?.trim()) return null;
  return <Html as={as} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
