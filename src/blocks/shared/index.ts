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
  buttonPropsFrom,
  ContentButton,
  ContentButtonList,
  toButtonVariant,
  usableButtonItems,
  type ButtonItemLike,
  type ContentButtonListProps,
} from './buttons';
export { blockHeading, type HeadingLevels } from './heading';
export { hasText, textOf } from '../../lib/text';
export { isShowableImage } from './images';
