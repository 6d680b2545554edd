export { Button, ButtonGroup } from './Button';
export type { ButtonLink, ButtonProps } from './Button';
export { BUTTON_THEMES, toButtonTheme, type ButtonTheme } from './button-theme';
