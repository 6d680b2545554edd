import { forwardRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonGroup } from '../../ui/Button';
import { QUOTATION_COPY } from '../copy';
import { cssTheme } from '../../styles/theme';

export interface ResultViewProps {
  status: 'done' | 'failed';
  /** The server's message: done, or a refusal for now (429) that says how long to wait. */
  message: string | null;
  onRetry: () => void;
  headingLevel: 2 | 3;
}

const Root = styled.div<{ $failed: boolean }>`
  display: grid;
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.lg};
  border-left: 6px solid ${({ theme, $failed }) => ($failed ? theme.colors.warning : theme.colors.navy)};
  border-radius: ${cssTheme.radii.small};
  background: ${({ theme, $failed }) => ($failed ? theme.colors.warningBackground : theme.colors.navyLight)};
  scroll-margin: 10rem 0 6rem;

  &:focus-visible {
    outline: 3px solid ${cssTheme.colors.focus};
    outline-offset: 2px;
  }

  & h2,
  & h3 {
    margin: 0;
    font-size: ${cssTheme.fontSizes.h3};
    color: ${cssTheme.colors.navy};
  }

  & p {
    margin: 0;
  }
`;

/**
 * What came of 'Mail mij de offerte' (docs/behaviour/packages-and-quotation.md#result), shown above the builder once the dialog has
 * closed: done shows the server's message; failed shows 'Er ging iets fout' / 'Probeer het
 * opnieuw of neem contact op' (or, when the endpoint's limits refused the request, its message
 * with the wait) with 'Probeer opnieuw' (back to idle, the dialog again) and
 * 'Contact opnemen' (/contact/). The builder focuses it, so it is read out at once.
 */
export const ResultView = forwardRef<HTMLDivElement, ResultViewProps>(function ResultView({ status, message, onRetry, headingLevel }, ref) {
  const Heading = `h${headingLevel}` as const;
  if (status === 'done') {
    return (
      <Root ref={ref} tabIndex={-1} role="status" $failed={false} data-testid="quotation-done">
        <Heading>{QUOTATION_COPY.doneTitle}</Heading>
        <p>{message}</p>
      </Root>
    );
  }
  return (
    <Root ref={ref} tabIndex={-1} role="alert" $failed data-testid="quotation-failed">
      <Heading>{QUOTATION_COPY.failedTitle}</Heading>
      <p>{message ?? QUOTATION_COPY.failedText}</p>
      <ButtonGroup>
        <Button type="button" appearance="primary" onClick={onRetry}>
          {QUOTATION_COPY.retry}
        </Button>
        <Button href={QUOTATION_COPY.contactPath} appearance="subtle">
          {QUOTATION_COPY.contact}
        </Button>
      </ButtonGroup>
    </Root>
  );
});
