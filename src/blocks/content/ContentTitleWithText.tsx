import styled from 'styled-components';
import { BlockHeading, ContentSection, Description, Inner, LinkButtons, READABLE_WIDTH, Text, useBlockHeading, type ContentBlockProps } from './shared';

const Column = styled(Text)`
  max-width: ${READABLE_WIDTH};
`;

/** content_title_with_text (spec §2): a title and body text (often a post's paragraphs), in a readable column. */
export function ContentTitleWithText({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(block.title, index, page.title);
  return (
    <ContentSection block={block} headingId={heading.id} styletype="content_title_with_text">
      <Inner>
        <Column>
          <BlockHeading heading={heading} />
          <Description html={block.description} parentLevel={heading.outlineLevel} />
          <LinkButtons links={block.links} />
        </Column>
      </Inner>
    </ContentSection>
  );
}
