export { Button, ButtonGroup, ButtonList } from './Button';
export type { ButtonLink, ButtonListProps, ButtonProps } from './Button';
export { isUsableLink, usableButtonItems, type ButtonItemLike } from './button-items';
export { BUTTON_THEMES, toButtonTheme, type ButtonTheme } from './button-theme';
export { ButtonSurface, useButtonSurface, type Surface } from './surface';
