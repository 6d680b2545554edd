import { breakpoints } from '../src/styles/theme';

/** A viewport preset in the shape Storybook's viewport toolbar and .storybook/test-runner.ts read. */
export interface ViewportPreset {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile' | 'tablet' | 'desktop';
}

const preset = (name: string, width: number, height: number, type: ViewportPreset['type']): ViewportPreset => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/**
 * The viewport presets, keyed by the value a story sets in `globals.viewport.value`. The keys
 * are used by stories (and so by their snapshots): add keys, do not rename them.
 */
export const viewports = {
  mobile: preset('Mobiel klein (375)', 375, 812, 'mobile'),
  mobile390: preset('Mobiel (390)', 390, 844, 'mobile'),
  tablet: preset(`Tablet (${breakpoints.md})`, breakpoints.md, 1024, 'tablet'),
  desktop: preset(`Desktop (${breakpoints.xl})`, breakpoints.xl, 800, 'desktop'),
  desktop1440: preset('Desktop (1440)', 1440, 900, 'desktop'),
} satisfies Record<string, ViewportPreset>;

export type ViewportKey = keyof typeof viewports;
