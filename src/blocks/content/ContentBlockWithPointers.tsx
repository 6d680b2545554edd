import styled from 'styled-components';
import {
  BlockHeading,
  BlockImage,
  blockImages,
  Columns,
  ContentSection,
  Description,
  Inner,
  Label,
  LinkButtons,
  MediaBox,
  PointerList,
  Text,
  textOf,
  useBlockHeading,
  type ContentBlockProps,
} from './shared';
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
  const heading = useBlockHeading(block.title, index, page.title);
  const video = vimeoEmbedUrl(block.vimeoUrl);
  const images = video ? null : blockImages(block);
  const hasMedia = !!video || !!images;
  const label = textOf(block.label);

  return (
    <ContentSection block={block} headingId={heading.id} tone="surface" styletype="content_block_with_pointers">
      <Inner>
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
          <Text>
            {label && <Label>{label}</Label>}
            <BlockHeading heading={heading} />
            <Description html={block.description} parentLevel={heading.outlineLevel} />
            <PointerList pointers={block.pointers} />
            <LinkButtons links={block.links} />
          </Text>
        </Columns>
      </Inner>
    </ContentSection>
  );
}
