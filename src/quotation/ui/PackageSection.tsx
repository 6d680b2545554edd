import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { packageSpecs } from '../specs';
import { formatPrice } from '../../lib/format';
import { fromMediaItem } from '../../data/media';
import { DisclosureRow, useDisclosure } from '../../ui/Disclosure';
import { Image } from '../../ui/Image';
import { RichText } from '../../ui/RichText';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { PRODUCT_NAME, QUOTATION_COPY, SECTION_PRODUCT } from '../copy';
import { findItem } from '../pricing';
import type { SectionContent } from '../sections';
import { outlinedButton, StackedList } from './styles';
import type { QuotationItem, QuotationPackage } from '../types';
import { cssTheme } from '../../styles/theme';

export interface PackageSectionProps {
  section: SectionContent;
  /** This type's packages, priceFrom ascending. */
  packages: readonly QuotationPackage[];
  items: readonly QuotationItem[];
  open: boolean;
  onToggle: () => void;
  onAdd: (pkg: QuotationPackage) => void;
  headingLevel: 2 | 3 | 4;
  /** The chosen packages' rows. */
  children?: ReactNode;
}

const Root = styled.section`
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.surface};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Toggle = styled(DisclosureRow)`
  min-height: 3.5rem;
  padding: ${cssTheme.space.lg};
  border-radius: ${cssTheme.radii.card};
  color: ${cssTheme.colors.navy};

  & .product {
    display: block;
    font-size: ${cssTheme.fontSizes.small};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${cssTheme.colors.orange};
  }

  & .title {
    display: block;
    font-size: ${cssTheme.fontSizes.h3};
    font-weight: 700;
  }

  & .chevron {
    flex: none;
    font-size: ${cssTheme.fontSizes.lead};
    transition: transform ${cssTheme.motion.duration.fast} ${cssTheme.motion.easing.standard};
  }

  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${cssTheme.space.lg};
  padding: 0 ${cssTheme.space.lg} ${cssTheme.space.lg};

  &[hidden] {
    display: none;
  }
`;

const Intro = styled.div`
  display: grid;
  gap: ${cssTheme.space.md};
  align-items: center;

  ${cssTheme.media.md} {
    grid-template-columns: 8rem 1fr;
  }

  & p {
    margin: 0;
  }
`;

const ImageBox = styled.div`
  width: 8rem;
  border-radius: ${cssTheme.radii.small};
  overflow: hidden;
`;

const ListTitle = styled.h4`
  margin: 0;
  font-size: ${cssTheme.fontSizes.body};
  color: ${cssTheme.colors.navy};
`;

const Option = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;

  ${cssTheme.media.sm} {
    grid-template-columns: 1fr auto auto;
  }

  align-items: center;
  gap: ${cssTheme.space.sm} ${cssTheme.space.md};
  padding: ${cssTheme.space.md};
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.small};
  background: ${cssTheme.colors.background};

  & .name {
    font-weight: 700;
    color: ${cssTheme.colors.navy};
  }

  & .specs {
    display: block;
    font-size: ${cssTheme.fontSizes.small};
    color: ${cssTheme.colors.textMuted};
  }

  & .price {
    font-weight: 700;
    color: ${cssTheme.colors.navy};
  }
`;

const AddButton = styled.button`
  grid-column: 2;

  ${cssTheme.media.sm} {
    grid-column: auto;
  }

  ${outlinedButton(cssTheme.colors.orange)}

  &:hover {
    background: ${cssTheme.colors.orange};
    color: ${cssTheme.colors.white};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${cssTheme.colors.textMuted};
`;

/**
 * One collapsible group of the builder (docs/behaviour/packages-and-quotation.md#sections): '{product} VPS' above 'Kies een {title}' in
 * the toggle (aria-expanded, aria-controls), and in the panel the section's image and
 * description, the chosen packages' rows and the available packages with their monthly price
 * and an add button. The panel stays in the DOM when closed (hidden), so a toggle is instant.
 */
export function PackageSection({ section, packages, items, open, onToggle, onAdd, headingLevel, children }: PackageSectionProps) {
  const { buttonProps, panelProps } = useDisclosure({ open, onOpenChange: onToggle });
  const headingId = useId();
  const chosenCount = packages.filter((pkg) => findItem(items, pkg.databaseId)).length;
  return (
    <Root aria-labelledby={headingId} data-section={section.type}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        <Toggle type="button" {...buttonProps}>
          <span>
            <span className="product">{`${PRODUCT_NAME} ${SECTION_PRODUCT[section.type]}`}</span>
            <span className="title">{`${QUOTATION_COPY.choose} ${section.title}`}</span>
            {chosenCount > 0 && <VisuallyHidden>{`, ${chosenCount} ${QUOTATION_COPY.chosen.toLowerCase()}`}</VisuallyHidden>}
          </span>
          <span className="chevron" aria-hidden="true">
            ⌄
          </span>
        </Toggle>
      </Heading>
      <Panel {...panelProps}>
        {(section.image || section.description) && (
          <Intro>
            {section.image && (
              <ImageBox>
                <Image {...fromMediaItem(section.image)} alt="" requestWidth={256} sizes="8rem" />
              </ImageBox>
            )}
            <RichText html={section.description} />
          </Intro>
        )}
        {children}
        <ListTitle as={`h${headingLevel + 1}`}>{QUOTATION_COPY.available}</ListTitle>
        {packages.length === 0 ? (
          <Empty>{QUOTATION_COPY.noPackages}</Empty>
        ) : (
          <StackedList>
            {packages.map((pkg) => {
              const specs = packageSpecs({ vcpu: pkg.vcpu, ram: pkg.ramGb, nvme: pkg.nvmeGb });
              return (
                <Option key={pkg.databaseId} data-package-option={pkg.databaseId}>
                  <span>
                    <span className="name">{pkg.title}</span>
                    {specs.length > 0 && <span className="specs">{specs.join(' · ')}</span>}
                  </span>
                  <span className="price">{formatPrice(pkg.priceFromCents, { perMonth: true })}</span>
                  <AddButton type="button" aria-label={QUOTATION_COPY.addLabel(pkg.title)} onClick={() => onAdd(pkg)}>
                    {QUOTATION_COPY.add}
                  </AddButton>
                </Option>
              );
            })}
          </StackedList>
        )}
      </Panel>
    </Root>
  );
}
