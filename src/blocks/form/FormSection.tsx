import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { RichText } from '../../ui/RichText';
import type { BlockProps } from '../types';
import type { FormBlock } from './fragment';
import { FormSlot } from './FormSlot';

const Section = styled.section<{ $split: boolean }>`
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  /* A sectionId is an anchor (e.g. /overstappen/#whitepaper): keep its heading clear of the header. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight}px;

  ${({ theme }) => theme.media.lg} {
    ${({ $split }) => ($split ? 'grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);' : '')}
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Intro = styled.div`
  display: grid;
  /* An explicit track: an implicit one grows to the min-content of a long Dutch compound. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Title = styled.h2<{ $level: 1 | 2 }>`
  margin: 0;
  font-size: ${({ theme, $level }) => ($level === 1 ? theme.fontSizes.h1 : theme.fontSizes.h2)};
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Description = styled(RichText)`
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.text};
`;

export interface FormSectionProps extends BlockProps<FormBlock> {
  /** Shown below the description: form_contact's image or contact details. */
  aside?: ReactNode;
}

/**
 * The layout both form blocks share: title (h1 when the block is first on the page, else h2),
 * description and whatever the block adds on one side, the form slot on the other.
 * The first block owns the page's h1, so without a title of its own it shows the page title.
 */
export function FormSection({ block, index, page, aside }: FormSectionProps) {
  const titleId = useId();
  const level = index === 0 ? 1 : 2;
  const title = block.title?.trim() || (index === 0 ? page.title.trim() : '');
  const hasForm = !!block.form;
  return (
    <Section id={block.sectionId?.trim() || undefined} aria-labelledby={title ? titleId : undefined} $split={hasForm}>
      <Intro>
        {title && (
          <Title as={`h${level}`} id={titleId} $level={level}>
            {title}
          </Title>
        )}
        <Description html={block.description} />
        {aside}
      </Intro>
      {hasForm && <FormSlot form={block.form} headingLevel={title ? (level === 1 ? 2 : 3) : 2} />}
    </Section>
  );
}
