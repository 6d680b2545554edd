import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { CONTACT_DETAILS_COPY } from './contact-entries';

/** Opens a link in a new tab without handing the page over; `describedBy` (a NewTabHint's id) tells screen reader users about the tab. */
export function newTabProps(describedBy: string) {
  return { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': describedBy } as const;
}

/** The hidden "opent in een nieuw tabblad" that links opening a new tab point to with aria-describedby. */
export function NewTabHint({ id }: { id: string }) {
  return <VisuallyHidden id={id}>{CONTACT_DETAILS_COPY.newTab}</VisuallyHidden>;
}
