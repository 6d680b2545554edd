/** Button themes of spec §3; any other value renders black. */
export const BUTTON_THEMES = ['orange', 'orange_outlined', 'white_outlined', 'blue_outlined', 'black'] as const;

export type ButtonTheme = (typeof BUTTON_THEMES)[number];

export function toButtonTheme(value: string | null | undefined): ButtonTheme {
  return (BUTTON_THEMES as readonly string[]).includes(value ?? '') ? (value as ButtonTheme) : 'black';
}

/** Internal links go through Gatsby's router; anything with a scheme, `//`, `#` only or a file stays a plain anchor. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !/\.[a-z0-9]{2,5}(\?|#|$)/i.test(url);
}
