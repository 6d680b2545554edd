export { Button, ButtonGroup } from './Button';
export type { ActionButtonProps, ButtonProps, LinkButtonProps } from './Button';
export { BUTTON_APPEARANCES, type ButtonAppearance } from './button-theme';
export { ButtonSurface, useButtonSurface, type Surface } from './surface';
