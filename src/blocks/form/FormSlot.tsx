import { useId } from 'react';
import styled from 'styled-components';
import { PaintedGravityForm } from '../../forms/PaintedGravityForm';
import { textOf } from '../../lib/text';
import { useSiteInfo } from '../../layout/SiteInfoContext';
import { contactAlternative } from './contact-alternative';
import type { FormBlock } from './fragment';
import { cssTheme } from '../../styles/theme';

/** The Gravity Form a form block refers to, as its fragment selects it. */
export type FormDefinition = NonNullable<FormBlock['form']>;

export interface FormSlotProps {
  form: FormDefinition | null | undefined;
  /** Level of the form's title: one below the section's heading. */
  headingLevel?: 2 | 3;
}

const Slot = styled.div`
  padding: ${cssTheme.space.lg};
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.surface};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Title = styled.h3`
  margin: 0 0 ${cssTheme.space.sm};
  font-size: ${cssTheme.fontSizes.h3};
  color: ${cssTheme.colors.navy};
`;

const Description = styled.p`
  margin: 0;
  color: ${cssTheme.colors.textMuted};
`;

const Engine = styled.div`
  margin-top: ${cssTheme.space.lg};

  &:empty {
    display: none;
  }
`;

/**
 * Where a form block's Gravity Form goes: the form definition's title and description in a box,
 * a group named by that title, and the form: in the page's HTML from the server, its engine
 * loaded on first use or when the browser is idle (src/forms/PaintedGravityForm), with the
 * site's phone and e-mail beside the button for when it cannot be sent. Renders nothing without a form.
 *
 * The description is plain text: the data layer sanitizes only the flexible-content HTML
 * fields (gatsby-node createResolvers), not the Gravity Forms definition, so it must not be
 * rendered as HTML here.
 */
export function FormSlot({ form, headingLevel = 3 }: FormSlotProps) {
  const titleId = useId();
  const alternative = contactAlternative(useSiteInfo());
  if (!form) return null;
  const title = textOf(form.title);
  const description = textOf(form.description);
  return (
    <Slot role="group" aria-labelledby={title ? titleId : undefined}>
      {title && (
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
      )}
      {description && <Description>{description}</Description>}
      <Engine>
        <PaintedGravityForm form={form} sectionHeadingLevel={headingLevel === 2 ? 3 : 4} scrollOnDone alternative={alternative} />
      </Engine>
    </Slot>
  );
}
