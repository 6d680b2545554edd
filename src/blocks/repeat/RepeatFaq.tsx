import styled from 'styled-components';
import { Accordion, AccordionItem, useAccordionState } from '../../ui/Accordion';
import { RichText } from '../../ui/RichText';
import type { BlockProps } from '../types';
import type { RepeatBlock } from './fragment';
import { sectionHeading, textOf } from './headings';
import { READABLE_WIDTH, RepeatSection } from './shared';

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
  max-width: ${READABLE_WIDTH};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Answer = styled(RichText)`
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * repeat_faq (spec §2, §4): a title and an accordion of questions and answers; one open at a
 * time, collapsible, the first open at the start. The page Head emits the same questions as
 * FAQPage structured data (faq-json-ld.ts).
 */
export function RepeatFaq({ block, index, page }: BlockProps<RepeatBlock>) {
  const heading = sectionHeading(index, block.title, page.title);
  const entries = faqEntriesOf(block.faq);
  const [openIndex, setOpenIndex] = useAccordionState(0);
  if (!heading.text && entries.length === 0) return null;
  return (
    <RepeatSection heading={heading} sectionId={block.sectionId}>
      {entries.length > 0 && (
        <Questions openIndex={openIndex} onOpenChange={setOpenIndex}>
          {entries.map((entry, position) => (
            <AccordionItem key={`${position}-${entry.question}`} index={position} header={entry.question} headingLevel={heading.itemLevel}>
              <Answer html={entry.answer} />
            </AccordionItem>
          ))}
        </Questions>
      )}
    </RepeatSection>
  );
}
