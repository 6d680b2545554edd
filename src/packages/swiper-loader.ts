import type { Swiper } from 'swiper/types';

/** Swiper and the modules the price carousel uses. */
export type SwiperModules = [typeof import('swiper'), typeof import('swiper/modules')];
/** A running Swiper (a type only: the code comes with loadSwiper). */
export type SwiperInstance = Swiper;

/**
 * Swiper and the modules the price carousel uses, loaded once. Asked for by the carousel when it
 * mounts, and already when the carousel block's code is asked for (kinds.ts), so the two arrive
 * together: an island that hydrates on a tap would otherwise wait for Swiper after hydrating.
 * A failed load is retried on the next call.
 */
let loading: Promise<SwiperModules> | undefined;

export function loadSwiper(): Promise<SwiperModules> {
  loading ??= Promise.all([import('swiper'), import('swiper/modules')]).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
