import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a button sits on. The outlined themes are made for light backgrounds; on a dark
 * (navy) surface Button keeps their outline colour but gives them white text, so they stay
 * readable. A dark panel says so once, for every button inside it, with <ButtonSurface value="dark">.
 */
export type Surface = 'light' | 'dark';

const SurfaceContext = createContext<Surface>('light');

export function ButtonSurface({ value, children }: { value: Surface; children: ReactNode }) {
  return <SurfaceContext.Provider value={value}>{children}</SurfaceContext.Provider>;
}

/** The surface the nearest ButtonSurface sets; 'light' outside any. */
export function useButtonSurface(): Surface {
  return useContext(SurfaceContext);
}
