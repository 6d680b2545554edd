import styled from 'styled-components';
import { BlockSection, DarkPanel, useBlockHeading } from '../shared';
import { BlockImage, blockImages, BlockText, type ContentBlockProps } from './shared';
import { cssTheme } from '../../styles/theme';

const Panel = styled(DarkPanel)<{ $withImage: boolean }>`
  display: grid;
  gap: ${cssTheme.space.xl};
  align-items: center;
  text-align: ${({ $withImage }) => ($withImage ? 'left' : 'center')};

  ${cssTheme.media.lg} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
    gap: ${cssTheme.space.xxl};
  }
`;

const CtaText = styled(BlockText)<{ $centred: boolean }>`
  ${({ $centred, theme }) => ($centred ? `align-items: center; max-width: ${theme.layout.readableWidth}; margin: 0 auto;` : '')}
`;

/**
 * content_cta (spec §2): a call to action on a dark panel — title, description and buttons
 * (white_outlined buttons are meant for it; the others are made readable on it), with the
 * image beside it when there is one; without an image the text is centred.
 */
export function ContentCta({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const images = blockImages(block);
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Panel $withImage={!!images}>
        <CtaText heading={heading} block={block} $centred={!images} />
        {images && <BlockImage images={images} sizes="(min-width: 1280px) 480px, (min-width: 1024px) 40vw, 100vw" />}
      </Panel>
    </BlockSection>
  );
}
