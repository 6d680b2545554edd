import styled from 'styled-components';
import { BlockSection, textOf, useBlockHeading } from '../shared';
import { BlockImage, blockImages, BlockText, Columns, Label, MediaBox, PointerList, type ContentBlockProps } from './shared';
import { vimeoEmbedUrl } from './vimeo';

const VIDEO_RATIO = '16 / 9';

const VideoFrame = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
`;

/**
 * content_block_with_pointers (spec §2): a Vimeo video or an image beside the label, title,
 * description, the comma-separated pointers as a check list, and the links. Video wins over
 * the image when its url names a video; without either, the text stands alone.
 */
export function ContentBlockWithPointers({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const video = vimeoEmbedUrl(block.vimeoUrl);
  const images = video ? null : blockImages(block);
  const hasMedia = !!video || !!images;
  const label = textOf(block.label);

  return (
    <BlockSection heading={heading} sectionId={block.sectionId} tone="surface">
      <Columns $single={!hasMedia}>
        {video && (
          <MediaBox $ratio={VIDEO_RATIO} $mobileRatio={VIDEO_RATIO}>
            <VideoFrame
              src={video}
              title={heading.text ? `Video: ${heading.text}` : 'Video'}
              loading="lazy"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </MediaBox>
        )}
        {images && <BlockImage images={images} />}
        <BlockText heading={heading} block={block} kicker={label ? <Label>{label}</Label> : null}>
          <PointerList pointers={block.pointers} />
        </BlockText>
      </Columns>
    </BlockSection>
  );
}
