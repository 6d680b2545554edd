import styled from 'styled-components';
import { BlockSection, DarkPanel, useBlockHeading } from '../shared';
import { BlockImage, blockImages, BlockText, type ContentBlockProps } from './shared';
import { cssTheme } from '../../styles/theme';

/*
 * With or without an image is a data attribute on the panel, read by static rules of the panel
 * and its text: no function interpolations, so styled-components makes these classes once. The
 * variants sit in :where(), as heavy as the rules they replace.
 */
const Panel = styled(DarkPanel)`
  display: grid;
  gap: ${cssTheme.space.xl};
  align-items: center;
  text-align: center;

  &:where([data-image]) {
    text-align: left;
  }

  ${cssTheme.media.lg} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${cssTheme.space.xxl};

    &:where([data-image]) {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  }
`;

/* Without an image the text is centred, at the readable width. */
const CtaText = styled(BlockText)`
  :where(${Panel}:not([data-image])) > & {
    align-items: center;
    max-width: ${cssTheme.layout.readableWidth};
    margin: 0 auto;
  }
`;

/**
 * content_cta (docs/behaviour/blocks.md#content-blocks): a call to action on a dark panel — title, description and buttons
 * (white_outlined buttons are meant for it; the others are made readable on it), with the
 * image beside it when there is one; without an image the text is centred.
 */
export function ContentCta({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const images = blockImages(block);
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Panel data-image={images ? '' : undefined}>
        <CtaText heading={heading} block={block} />
        {images && <BlockImage images={images} sizes="(min-width: 1280px) 480px, (min-width: 1024px) 40vw, 100vw" />}
      </Panel>
    </BlockSection>
  );
}
