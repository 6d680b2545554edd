import styled from 'styled-components';
import { CONTACT_DETAILS_COPY } from './contact-entries';

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Opens a link in a new tab without handing the page over; `describedBy` (a NewTabHint's id) tells screen reader users about the tab. */
export function newTabProps(describedBy: string) {
  return { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': describedBy } as const;
}

/** The hidden "opent in een nieuw tabblad" that links opening a new tab point to with aria-describedby. */
export function NewTabHint({ id }: { id: string }) {
  return <VisuallyHidden id={id}>{CONTACT_DETAILS_COPY.newTab}</VisuallyHidden>;
}
