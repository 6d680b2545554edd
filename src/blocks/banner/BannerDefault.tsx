import { useId } from 'react';
import styled from 'styled-components';
import { Image } from '../../ui/Image';
import type { BlockProps } from '../types';
import { hasImage } from './banner-service';
import type { BannerBlock } from './fragment';
import { BannerButtons, BannerHeading, bannerTitle, headingTag, SplitBanner, textOf } from './shared';

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.orange};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: break-word;
`;

const Visual = styled.div`
  border-radius: ${({ theme }) => theme.radii.card};
  overflow: hidden;
`;

/** banner_default (spec §2): label, title and links as buttons; the page's featured image beside it. */
export function BannerDefault({ block, index, page }: BlockProps<BannerBlock>) {
  const titleId = useId();
  const title = bannerTitle(block.title, page.title);
  const label = textOf(block.label);
  return (
    <SplitBanner aria-labelledby={title ? titleId : undefined}>
      <div>
        {label && <Label>{label}</Label>}
        {title && (
          <BannerHeading as={headingTag(index)} id={titleId}>
            {title}
          </BannerHeading>
        )}
        <BannerButtons links={block.links} />
      </div>
      {hasImage(page.featuredImage) && (
        <Visual>
          <Image image={page.featuredImage} loading="eager" sizes="(min-width: 1024px) 50vw, 100vw" />
        </Visual>
      )}
    </SplitBanner>
  );
}
