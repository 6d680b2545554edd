import styled from 'styled-components';
import { RichText } from '../../ui/RichText';
import { ContentButtonList, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import { FlipIcons } from './FlipIcons';
import type { BannerBlock } from './fragment';
import { DarkBanner } from './shared';
import { cssTheme } from '../../styles/theme';

const Description = styled(RichText)`
  margin-bottom: ${cssTheme.space.lg};
  font-size: ${cssTheme.fontSizes.lead};
`;

/** banner_landing (docs/behaviour/blocks.md#banners): title, description and links on a dark panel, beside decorative flip icons. */
export function BannerLanding({ block, index, page }: BlockProps<BannerBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  return (
    <DarkBanner heading={heading} sectionId={block.sectionId} aside={<FlipIcons />}>
      <Description html={block.description} headingBase={heading.itemLevel} />
      <ContentButtonList items={block.links} />
    </DarkBanner>
  );
}
