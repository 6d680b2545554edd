/**
 * How much a button stands out, in the design's words (most to least): primary, secondary,
 * subtle; inverse is the outline for dark backgrounds, neutral the plain filled button.
 */
export const BUTTON_APPEARANCES = ['primary', 'secondary', 'subtle', 'inverse', 'neutral'] as const;

export type ButtonAppearance = (typeof BUTTON_APPEARANCES)[number];
