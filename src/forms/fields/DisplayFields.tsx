import styled from 'styled-components';
import { Description } from './styles';
import type { FieldProps } from './types';

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.navy};
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

/** html: the editor's content (its description, sanitized at build time); no value. */
export function HtmlField({ field }: FieldProps) {
  if (!field.description) return null;
  return <Description className={field.cssClass || undefined} data-field-id={field.id} dangerouslySetInnerHTML={{ __html: field.description }} />;
}
