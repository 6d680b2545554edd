import styled from 'styled-components';
import { BlockSection, isShowableImage, Kicker, textOf, useBlockHeading } from '../shared';
import { BlockImage, blockImages, BlockText, Columns, singleColumn, Thumbnail, ThumbnailRow, type ContentBlockProps } from './shared';
import { cssTheme } from '../../styles/theme';

/** The icon's size (rem). */
const ICON_REM = 3;

const KickerLabel = styled(Kicker)`
  min-width: 0;
`;

const Cover = styled.div`
  min-width: 0;
  box-shadow: ${cssTheme.shadows.cover};
  border-radius: ${cssTheme.radii.card};
`;

/**
 * content_whitepaper (docs/behaviour/blocks.md#content-blocks): a download offer on a tinted band — the whitepaper's cover
 * image, its icon and label, title, description and the download link(s).
 */
export function ContentWhitepaper({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const images = blockImages(block);
  const icon = isShowableImage(block.icon) ? block.icon : null;
  const label = textOf(block.label);

  // Decorative icon: the label and title say what it is.
  const kicker =
    icon || label ? (
      <ThumbnailRow>
        {icon && <Thumbnail image={icon} rem={ICON_REM} alt="" />}
        {label && <KickerLabel>{label}</KickerLabel>}
      </ThumbnailRow>
    ) : null;

  return (
    <BlockSection heading={heading} sectionId={block.sectionId} tone="accent">
      <Columns {...singleColumn(!images)}>
        {images && (
          <Cover>
            <BlockImage images={images} />
          </Cover>
        )}
        <BlockText heading={heading} block={block} kicker={kicker} />
      </Columns>
    </BlockSection>
  );
}
