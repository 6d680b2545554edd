import styled from 'styled-components';
import { Button, ButtonGroup } from '../../ui/Button';
import { Image } from '../../ui/Image';
import type { BlockProps } from '../types';
import type { BannerBlock } from './fragment';

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.orange};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Visual = styled.div`
  border-radius: ${({ theme }) => theme.radii.card};
  overflow: hidden;
`;

/** banner_default (spec §2): label, title and links as buttons; the page's featured image beside it. */
export function BannerDefault({ block, index, page }: BlockProps<BannerBlock>) {
  const links = (block.links ?? []).filter((item) => item?.link?.url && item.link.title);
  const heading = index === 0 ? 'h1' : 'h2';
  return (
    <Section aria-labelledby={`banner-${index}-title`}>
      <div>
        {block.label && <Label>{block.label}</Label>}
        <Title as={heading} id={`banner-${index}-title`}>
          {block.title || page.title}
        </Title>
        {links.length > 0 && (
          <ButtonGroup>
            {links.map((item, position) => (
              <Button key={`${item?.link?.url}-${position}`} link={item?.link} theme={item?.theme} />
            ))}
          </ButtonGroup>
        )}
      </div>
      {page.featuredImage && (
        <Visual>
          <Image image={page.featuredImage} loading="eager" sizes="(min-width: 1024px) 50vw, 100vw" />
        </Visual>
      )}
    </Section>
  );
}
