import styled from 'styled-components';
import { Accordion, AccordionItem, useAccordionState } from '../../ui/Accordion';
import { RichText } from '../../ui/RichText';
import { BlockHeading, BlockSection, textOf, useBlockHeading } from '../shared';
import type { BlockProps } from '../types';
import type { RepeatBlock } from './fragment';
import { cssTheme } from '../../styles/theme';

export interface FaqEntry {
  question: string;
  /** Sanitized WordPress HTML. */
  answer: string;
}

/** The questions that can be shown: a question and an answer with text; the rest is left out. */
export function faqEntriesOf(faq: RepeatBlock['faq']): FaqEntry[] {
  return (faq ?? []).flatMap((item) => {
    const question = textOf(item?.question);
    const answer = textOf(item?.answer);
    return question && answer ? [{ question, answer }] : [];
  });
}

const Questions = styled(Accordion)`
  max-width: ${cssTheme.layout.readableWidth};
  border-top: 1px solid ${cssTheme.colors.border};
`;

const Answer = styled(RichText)`
  color: ${cssTheme.colors.text};
`;

/**
 * repeat_faq (docs/behaviour/blocks.md#repeat_faq): a title and an accordion of questions and answers; one open at a
 * time, collapsible, the first open at the start. The page Head emits the same questions as
 * FAQPage structured data (faq-json-ld.ts).
 */
export function RepeatFaq({ block, index, page }: BlockProps<RepeatBlock>) {
  const heading = useBlockHeading(index, block.title, page.title);
  const entries = faqEntriesOf(block.faq);
  const [openIndex, setOpenIndex] = useAccordionState(0);
  if (!heading.text && entries.length === 0) return null;
  return (
    <BlockSection heading={heading} sectionId={block.sectionId}>
      <BlockHeading heading={heading} />
      {entries.length > 0 && (
        <Questions openIndex={openIndex} onOpenChange={setOpenIndex}>
          {entries.map((entry, position) => (
            <AccordionItem key={`${position}-${entry.question}`} index={position} header={entry.question} headingLevel={heading.itemLevel}>
              <Answer html={entry.answer} headingBase={heading.itemLevel + 1} />
            </AccordionItem>
          ))}
        </Questions>
      )}
    </BlockSection>
  );
}
