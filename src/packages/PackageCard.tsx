import styled from 'styled-components';
import { Button } from '../ui/Button';
import { fromMediaItem } from '../data/media';
import { Image } from '../ui/Image';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { formatPrice } from '../lib/format';
import type { PackageCardData } from './package-card';
import { CheckList } from '../ui/CheckList';
import { cssTheme } from '../styles/theme';

/** The card's copy (docs/behaviour/packages-and-quotation.md#price-carousel). */
export const PACKAGE_CARD_COPY = {
  priceFrom: 'vanaf',
  perMonth: '/mnd',
  perMonthSpoken: 'per maand',
  quote: 'Offerte',
} as const;

const ICON_BOX = '3.5rem';
/** Media URL mode: the icon is requested at twice its box width. */
const ICON_REQUEST_WIDTH = 112;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${cssTheme.space.md};
  height: 100%;
  padding: ${cssTheme.space.lg};
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.background};
  color: ${cssTheme.colors.text};
`;

const Icon = styled.div`
  width: ${ICON_BOX};

  & img {
    object-fit: contain;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${cssTheme.fontSizes.lead};
  color: ${cssTheme.colors.navy};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const List = styled(CheckList)`
  display: grid;
  gap: ${cssTheme.space.xs};
`;

const Features = styled(List)`
  padding-top: ${cssTheme.space.md};
  border-top: 1px solid ${cssTheme.colors.border};
  font-size: ${cssTheme.fontSizes.small};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${cssTheme.space.xs};
  margin: auto 0 0;
  color: ${cssTheme.colors.textMuted};
`;

const Amount = styled.span`
  font-size: ${cssTheme.fontSizes.h3};
  font-weight: 700;
  color: ${cssTheme.colors.navy};
`;

export interface PackageCardProps {
  card: PackageCardData;
  /** The card title's heading level: one below the block's heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A package card (docs/behaviour/packages-and-quotation.md#price-carousel): level icon (decorative), uppercase title, specs list (office: its
 * 'Ja' features too), 'vanaf € x,xx /mnd' and an 'Offerte' button to the quotation page with the
 * package preselected. The button's accessible name carries the title ('Offerte VPS Iron'), so
 * a list of links is not a list of identical 'Offerte' links.
 */
export function PackageCard({ card, headingLevel = 3, className }: PackageCardProps) {
  return (
    <Card className={className} data-package-level={card.level ?? undefined}>
      {card.icon && (
        <Icon>
          <Image {...fromMediaItem(card.icon)} alt="" requestWidth={ICON_REQUEST_WIDTH} sizes={ICON_BOX} />
        </Icon>
      )}
      <Title as={headingLevel === 2 ? 'h2' : 'h3'}>{card.title}</Title>
      {card.specs.length > 0 && (
        <List aria-label="Specificaties">
          {card.specs.map((spec) => (
            <li key={spec}>{spec}</li>
          ))}
        </List>
      )}
      {card.features.length > 0 && (
        <Features aria-label="Features">
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Features>
      )}
      {card.priceFromCents !== null && (
        <Price data-testid="package-price">
          <span>{PACKAGE_CARD_COPY.priceFrom}</span>
          <Amount>{formatPrice(card.priceFromCents)}</Amount>
          <span aria-hidden="true">{PACKAGE_CARD_COPY.perMonth}</span>
          <VisuallyHidden>{PACKAGE_CARD_COPY.perMonthSpoken}</VisuallyHidden>
        </Price>
      )}
      <Button href={card.quoteHref} appearance="primary">
        {PACKAGE_CARD_COPY.quote}
        <VisuallyHidden> {card.title}</VisuallyHidden>
      </Button>
    </Card>
  );
}
