import { useId } from 'react';
import styled from 'styled-components';
import { RichText } from '../../ui/RichText';
import type { BlockProps } from '../types';
import { FlipIcons } from './FlipIcons';
import type { BannerBlock } from './fragment';
import { BannerButtons, BannerFrame, BannerHeading, bannerTitle, DarkPanel, headingTag } from './shared';

const Description = styled(RichText)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.white};
`;

/** banner_landing (spec §2): title, description and links on a dark panel, beside decorative flip icons. */
export function BannerLanding({ block, index, page }: BlockProps<BannerBlock>) {
  const titleId = useId();
  const title = bannerTitle(block.title, page.title);
  return (
    <BannerFrame aria-labelledby={title ? titleId : undefined}>
      <DarkPanel>
        <div>
          {title && (
            <BannerHeading as={headingTag(index)} id={titleId} $onDark>
              {title}
            </BannerHeading>
          )}
          <Description html={block.description} />
          <BannerButtons links={block.links} />
        </div>
        <FlipIcons />
      </DarkPanel>
    </BannerFrame>
  );
}
