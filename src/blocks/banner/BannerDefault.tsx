import styled from 'styled-components';
import { ContentButtonList, Kicker, textOf, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import type { BannerBlock } from './fragment';
import { SplitBanner } from './shared';
import { cssTheme } from '../../styles/theme';

const Label = styled(Kicker)`
  margin-bottom: ${cssTheme.space.sm};
`;

/** banner_default (docs/behaviour/blocks.md#banners): label, title and links as buttons; the page's featured image beside it. */
export function BannerDefault({ block, index, page }: BlockProps<BannerBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const label = textOf(block.label);
  return (
    <SplitBanner heading={heading} sectionId={block.sectionId} image={page.featuredImage} kicker={label ? <Label>{label}</Label> : null}>
      <ContentButtonList items={block.links} />
    </SplitBanner>
  );
}
