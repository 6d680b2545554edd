export { Newsletter, type NewsletterProps } from './Newsletter';
