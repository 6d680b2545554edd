import styled from 'styled-components';
import { Description } from './styles';
import type { FieldProps } from './types';
import { cssTheme } from '../../styles/theme';

const Section = styled.div`
  display: grid;
  gap: ${cssTheme.space.xs};
  padding-top: ${cssTheme.space.md};
  border-top: 1px solid ${cssTheme.colors.border};
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${cssTheme.fontSizes.lead};
  color: ${cssTheme.colors.navy};
`;

/** An html field's content reads as body text, its links underlined like the rest of the form's. */
const HtmlContent = styled(Description)`
  font-size: inherit;
  color: inherit;

  & p + p {
    margin-top: ${cssTheme.space.xs};
  }
`;

/** section: a heading (one level below the form's title) with its description; no value. */
export function SectionField({ field, headingLevel }: FieldProps) {
  return (
    <Section className={field.cssClass || undefined} data-field-id={field.id}>
      {field.label && <SectionTitle as={`h${headingLevel}`}>{field.label}</SectionTitle>}
      {field.description && <Description dangerouslySetInnerHTML={{ __html: field.description }} />}
    </Section>
  );
}

/** html: the editor's content (HtmlField.content, sanitized at build time); no value, no label. */
export function HtmlField({ field }: FieldProps) {
  if (!field.content) return null;
  return (
    <HtmlContent className={field.cssClass || undefined} data-field-id={field.id} dangerouslySetInnerHTML={{ __html: field.content }} />
  );
}
