import styled from 'styled-components';
import { BlockSection, useBlockHeading } from '../shared';
import { BlockText, type ContentBlockProps } from './shared';
import { cssTheme } from '../../styles/theme';

const Column = styled(BlockText)`
  max-width: ${cssTheme.layout.readableWidth};
`;

/** content_title_with_text (docs/behaviour/blocks.md#content-blocks): a title and body text (often a post's paragraphs), in a readable column. */
export function ContentTitleWithText({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Column heading={heading} block={block} />
    </BlockSection>
  );
}
