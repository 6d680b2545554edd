/** Button variants of spec §3 (the themes an editor picks; content maps unknown themes to black). */
export const BUTTON_VARIANTS = ['orange', 'orange_outlined', 'white_outlined', 'blue_outlined', 'black'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
