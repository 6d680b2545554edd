/**
 * The choices the content model offers editors in its select fields, in a module of their own: the
 * model (model.ts, build-time code: the ACF export, the GraphQL types, the Gatsby interfaces)
 * builds its fields from them, and the browser's code (the button themes, the quotation's package
 * types, levels and operating systems) reads them from here without importing the model.
 * See docs/behaviour/blocks.md#buttons and docs/behaviour/packages-and-quotation.md#packages.
 */

export const BUTTON_THEMES = ['orange', 'orange_outlined', 'white_outlined', 'blue_outlined', 'black'] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];

export const IMAGE_POSITIONS = ['top', 'center', 'bottom', 'left', 'right'] as const;

export const PACKAGE_TYPES = ['vps', 'pc', 'office'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const PACKAGE_LEVELS = ['iron', 'copper', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type PackageLevel = (typeof PACKAGE_LEVELS)[number];

export const OPERATING_SYSTEMS = [
  'windows_2016',
  'windows_2019',
  'windows_2022',
  'windows_server',
  'debian',
  'ubuntu',
  'ubuntu_debian',
] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];
