import styled, { css } from 'styled-components';
import { BlockSection, useBlockHeading } from '../shared';
import { BlockImage, blockImages, BlockText, Columns, type ContentBlockProps } from './shared';

export type TextView = 'text_left' | 'text_right';

/** The block's view field: text_left or text_right; anything else (or nothing) is text_left. */
export function textViewOf(view: string | null | undefined): TextView {
  return view === 'text_right' ? 'text_right' : 'text_left';
}

/** Phones: the image above the text (as in every content block). From lg: beside it, on the side the view leaves free. */
const Media = styled.div<{ $view: TextView }>`
  min-width: 0;
  order: -1;

  ${({ theme, $view }) => css`
    ${theme.media.lg} {
      order: ${$view === 'text_right' ? -1 : 0};
    }
  `}
`;

/**
 * content_image_with_text (spec §2): title, description and links beside an image. The view
 * puts the text on the left (text_left, the default) or on the right (text_right); on phones
 * and tablets the image stacks above the text, whichever the view.
 */
export function ContentImageWithText({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const images = blockImages(block);
  const view = textViewOf(block.view);
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Columns $single={!images}>
        <BlockText heading={heading} block={block} />
        {images && (
          <Media $view={view}>
            <BlockImage images={images} />
          </Media>
        )}
      </Columns>
    </BlockSection>
  );
}
