import { BlockSection, Kicker, textOf, useBlockHeading } from '../shared';
import {
  BlockImage,
  blockImages,
  BlockText,
  Columns,
  mediaRatios,
  MediaBox,
  PointerList,
  singleColumn,
  type ContentBlockProps,
} from './shared';
import { vimeoEmbedUrl, vimeoWatchUrl } from './vimeo';
import { VimeoVideo } from './VimeoVideo';

const VIDEO_RATIO = '16 / 9';

/**
 * content_block_with_pointers (docs/behaviour/blocks.md#content-blocks): a Vimeo video or an image beside the label, title,
 * description, the comma-separated pointers as a check list, and the links. Video wins over
 * the image when its url names a video (the image is then its poster); without either, the
 * text stands alone.
 */
export function ContentBlockWithPointers({ block, index, page }: ContentBlockProps) {
  const heading = useBlockHeading(index, block.title, page.title);
  const video = vimeoEmbedUrl(block.vimeoUrl);
  const watchUrl = vimeoWatchUrl(block.vimeoUrl);
  const images = blockImages(block);
  const hasMedia = !!video || !!images;
  const label = textOf(block.label);

  return (
    <BlockSection heading={heading} sectionId={block.sectionId} tone="surface">
      <Columns {...singleColumn(!hasMedia)}>
        {video && (
          <MediaBox style={mediaRatios(VIDEO_RATIO, VIDEO_RATIO)}>
            <VimeoVideo playerUrl={video} watchUrl={watchUrl ?? video} title={heading.text} poster={images} />
          </MediaBox>
        )}
        {!video && images && <BlockImage images={images} />}
        <BlockText heading={heading} block={block} kicker={label ? <Kicker>{label}</Kicker> : null}>
          <PointerList pointers={block.pointers} />
        </BlockText>
      </Columns>
    </BlockSection>
  );
}
