import styled from 'styled-components';
import { cssTheme } from '../../styles/theme';
import { BlockSection, useBlockHeading } from '../shared';
import { BlockImage, blockImages, BlockText, Columns, singleColumn, type ContentBlockProps } from './shared';

export type TextView = 'text_left' | 'text_right';

/** The block's view field: text_left or text_right; anything else (or nothing) is text_left. */
export function textViewOf(view: string | null | undefined): TextView {
  return view === 'text_right' ? 'text_right' : 'text_left';
}

/** Phones: the image above the text (as in every content block). From lg: beside it, on the side the view leaves free. */
const Media = styled.div`
  min-width: 0;
  order: -1;

  /* The view is a data attribute with static rules (no function interpolation: the class is made once). */
  ${cssTheme.media.lg} {
    order: 0;

    &:where([data-view='text_right']) {
      order: -1;
    }
  }
`;

/**
 * content_image_with_text (docs/behaviour/blocks.md#content-blocks): title, description and links beside an image. The view
 * puts the text on the left (text_left, the default) or on the right (text_right); on phones
 * and tablets the image stacks above the text, whichever the view.
 */
export function ContentImageWithText({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const images = blockImages(block);
  const view = textViewOf(block.view);
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Columns {...singleColumn(!images)}>
        <BlockText heading={heading} block={block} />
        {images && (
          <Media data-view={view}>
            <BlockImage images={images} />
          </Media>
        )}
      </Columns>
    </BlockSection>
  );
}
