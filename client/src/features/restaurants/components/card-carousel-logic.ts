import { CAROUSEL_PHONE_MAX_PX } from '../../../../../common/constants';

/** SPEC §4: on desktop the pictures follow each other about every second while the pointer is over the card. */
export const CAROUSEL_STEP_MS = 1000;
/** SPEC §9: a swipe of at least 50 px changes the picture on phones… */
const CAROUSEL_SWIPE_PX = 50;
/** …and the next swipe is ignored for 750 ms. */
export const CAROUSEL_SWIPE_LOCK_MS = 750;

export type CarouselMode = 'phone' | 'desktop';

/** SPEC §9: the carousel follows phones' rules up to 765 px wide (not the 768 px of the rest of the site), desktop's above. */
export function carouselMode(viewportWidth: number): CarouselMode {
  return viewportWidth <= CAROUSEL_PHONE_MAX_PX ? 'phone' : 'desktop';
}

/** Phones change pictures by swipes only (a tap also fires mouseenter); desktops by hover only. */
export function carouselListensTo(mode: CarouselMode): { hover: boolean; swipe: boolean } {
  return mode === 'phone' ? { hover: false, swipe: true } : { hover: true, swipe: false };
}

/**
 * The step a touch move makes: +1 (next picture) for a swipe to the left, -1 to the right, 0 when it is shorter than
 * 50 px or not more horizontal than vertical.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < CAROUSEL_SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The picture `step` away from `index`, looping over `count` pictures. */
export function stepIndex(index: number, step: number, count: number): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}
