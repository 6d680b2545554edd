import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RichText } from '../../ui/RichText';
import { BlockHeading, BlockSection, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import type { FormBlock } from './fragment';
import { FormSlot } from './FormSlot';
import { cssTheme } from '../../styles/theme';

/* Split (text beside the form) is a data attribute with a static rule (no function interpolation: the class is made once). */
const Layout = styled.div`
  display: grid;
  gap: ${cssTheme.space.xl};
  align-items: start;

  ${cssTheme.media.lg} {
    &:where([data-split]) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
`;

const Intro = styled.div`
  display: grid;
  /* An explicit track: an implicit one grows to the min-content of a long Dutch compound. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssTheme.space.lg};
  min-width: 0;
`;

const Description = styled(RichText)`
  font-size: ${cssTheme.fontSizes.lead};
  color: ${cssTheme.colors.text};
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
  const heading = useBlockHeading(index, block.title, page.title);
  const hasForm = !!block.form;
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <Layout data-split={hasForm ? '' : undefined}>
        <Intro>
          <BlockHeading heading={heading} />
          <Description html={block.description} headingBase={heading.itemLevel} />
          {aside}
        </Intro>
        {hasForm && <FormSlot form={block.form} headingLevel={heading.itemLevel} />}
      </Layout>
    </BlockSection>
  );
}
