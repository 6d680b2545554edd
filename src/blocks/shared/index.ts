export { BlockHeading, BlockSection, useBlockHeading, type BlockHeadingInfo, type BlockSectionProps, type SectionTone, type SectionWidth } from './BlockSection';
export { DarkPanel } from './DarkPanel';
export { Kicker } from './Kicker';
export { blockHeading, textOf, type HeadingLevels } from './heading';
export { isShowableImage } from './images';
