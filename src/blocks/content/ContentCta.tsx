import styled from 'styled-components';
import {
  BlockHeading,
  BlockImage,
  blockImages,
  ContentSection,
  Description,
  Inner,
  LinkButtons,
  READABLE_WIDTH,
  Text,
  useBlockHeading,
  type ContentBlockProps,
} from './shared';

const Panel = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
  text-align: ${({ $withImage }) => ($withImage ? 'left' : 'center')};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space.xxl};
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const CtaText = styled(Text)<{ $centred: boolean }>`
  ${({ $centred }) => ($centred ? `align-items: center; max-width: ${READABLE_WIDTH}; margin: 0 auto;` : '')}

  color: ${({ theme }) => theme.colors.white};

  & h1,
  & h2,
  & h3,
  & h4 {
    color: ${({ theme }) => theme.colors.white};
  }
`;

/**
 * content_cta (spec §2): a call to action on a dark panel — title, description and buttons
 * (white_outlined buttons are meant for it), with the image beside it when there is one;
 * without an image the text is centred.
 */
export function ContentCta({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(block.title, index, page.title);
  const images = blockImages(block);
  return (
    <ContentSection block={block} headingId={heading.id} styletype="content_cta">
      <Inner>
        <Panel $withImage={!!images}>
          <CtaText $centred={!images}>
            <BlockHeading heading={heading} />
            <Description html={block.description} parentLevel={heading.outlineLevel} />
            <LinkButtons links={block.links} />
          </CtaText>
          {images && <BlockImage images={images} sizes="(min-width: 1280px) 480px, (min-width: 1024px) 40vw, 100vw" />}
        </Panel>
      </Inner>
    </ContentSection>
  );
}
