export { Link, NEW_TAB_HINT, type LinkProps } from './Link';
