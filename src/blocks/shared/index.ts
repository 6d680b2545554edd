export {
  BlockHeading,
  BlockSection,
  useBlockHeading,
  type BlockHeadingInfo,
  type BlockSectionProps,
  type SectionTone,
  type SectionWidth,
} from './BlockSection';
export { DarkPanel } from './DarkPanel';
export { Kicker } from './Kicker';
export {
  BUTTON_THEMES,
  buttonAppearanceOf,
  buttonPropsFrom,
  ContentButton,
  ContentButtonList,
  toButtonTheme,
  usableButtonItems,
  type ButtonItemLike,
  type ButtonTheme,
  type ContentButtonListProps,
} from './buttons';
export { blockHeading, type HeadingLevels } from './heading';
export { hasText, textOf } from '../../lib/text';
export { fileOfMediaItem, fromMediaItem, isShowableImage, type MediaItem } from './images';
