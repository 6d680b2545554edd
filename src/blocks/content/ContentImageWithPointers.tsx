import styled from 'styled-components';
import {
  BlockHeading,
  BlockImage,
  blockImages,
  Columns,
  ContentSection,
  Description,
  Inner,
  LinkButtons,
  PointerList,
  Text,
  useBlockHeading,
  type ContentBlockProps,
} from './shared';

const Media = styled.div`
  min-width: 0;

  /* The image sits beside the text on wide screens, above it on phones. */
  order: -1;
  ${({ theme }) => theme.media.lg} {
    order: 0;
  }
`;

/**
 * content_image_with_pointers (spec §2): title, description, the pointers as a two-column
 * check list and the links, with the image on the right (above the text on phones).
 */
export function ContentImageWithPointers({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(block.title, index, page.title);
  const images = blockImages(block);
  return (
    <ContentSection block={block} headingId={heading.id} styletype="content_image_with_pointers">
      <Inner>
        <Columns $single={!images}>
          <Text>
            <BlockHeading heading={heading} />
            <Description html={block.description} parentLevel={heading.outlineLevel} />
            <PointerList pointers={block.pointers} columns={2} />
            <LinkButtons links={block.links} />
          </Text>
          {images && (
            <Media>
              <BlockImage images={images} />
            </Media>
          )}
        </Columns>
      </Inner>
    </ContentSection>
  );
}
