export { Footer, PRIVACY_PATH, type FooterProps } from './Footer';
