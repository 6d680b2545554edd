export { ContactDetails, type ContactDetailsBackground, type ContactDetailsProps } from './ContactDetails';
export { CONTACT_DETAILS_COPY, contactEntries, present, type ContactEntry } from './contact-entries';
