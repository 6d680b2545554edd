import styled from 'styled-components';
import { ButtonList } from '../../ui/Button';
import { textOf, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import type { BannerBlock } from './fragment';
import { SplitBanner } from './shared';

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.orange};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: break-word;
`;

/** banner_default (spec §2): label, title and links as buttons; the page's featured image beside it. */
export function BannerDefault({ block, index, page }: BlockProps<BannerBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const label = textOf(block.label);
  return (
    <SplitBanner heading={heading} sectionId={block.sectionId} image={page.featuredImage} kicker={label ? <Label>{label}</Label> : null}>
      <ButtonList items={block.links} />
    </SplitBanner>
  );
}
