import styled from 'styled-components';
import { BlockSection, useBlockHeading } from '../shared';
import { BlockImage, blockImages, BlockText, Columns, singleColumn, PointerList, type ContentBlockProps } from './shared';
import { cssTheme } from '../../styles/theme';

const Media = styled.div`
  min-width: 0;

  /* The image sits beside the text on wide screens, above it on phones. */
  order: -1;
  ${cssTheme.media.lg} {
    order: 0;
  }
`;

/**
 * content_image_with_pointers (docs/behaviour/blocks.md#content-blocks): title, description, the pointers as a two-column
 * check list and the links, with the image on the right (above the text on phones).
 */
export function ContentImageWithPointers({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const images = blockImages(block);
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Columns {...singleColumn(!images)}>
        <BlockText heading={heading} block={block}>
          <PointerList pointers={block.pointers} columns={2} />
        </BlockText>
        {images && (
          <Media>
            <BlockImage images={images} />
          </Media>
        )}
      </Columns>
    </BlockSection>
  );
}
