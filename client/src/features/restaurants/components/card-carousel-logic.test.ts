import { describe, expect, it } from 'vitest';
import { CAROUSEL_PHONE_MAX_PX, MOBILE_BREAKPOINT_PX } from '../../../../../common/constants';
import { maxWidthQuery } from '../../../ui/useIsPhone';
import { carouselListensTo, carouselMode, stepIndex, swipeStep } from './card-carousel-logic';

describe('the card carousel', () => {
  it('switches between phone and desktop rules at 765 px, not at the site’s 768 px (SPEC §9)', () => {
    expect(CAROUSEL_PHONE_MAX_PX).toBe(765);
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(carouselMode(390)).toBe('phone');
    expect(carouselMode(765)).toBe('phone');
    expect(carouselMode(766)).toBe('desktop');
    expect(carouselMode(768)).toBe('desktop');
    // The component asks the browser with this query: true exactly where carouselMode says 'phone'.
    expect(maxWidthQuery(CAROUSEL_PHONE_MAX_PX)).toBe('(max-width: 765px)');
  });

  it('listens to swipes on phones and to the pointer on desktops', () => {
    expect(carouselListensTo('phone')).toEqual({ hover: false, swipe: true });
    expect(carouselListensTo('desktop')).toEqual({ hover: true, swipe: false });
  });

  it('takes a swipe of at least 50 px, more horizontal than vertical (SPEC §4)', () => {
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(50, 10)).toBe(-1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 60)).toBe(0);
    expect(swipeStep(-60, -70)).toBe(0);
  });

  it('loops over the pictures both ways', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
