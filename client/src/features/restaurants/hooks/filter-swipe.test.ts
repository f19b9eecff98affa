import { describe, expect, it } from 'vitest';
import { swipeAction } from './filter-swipe';

describe('glissement du panneau des filtres', () => {
  it('ouvre vers la gauche et ferme vers la droite à partir de 80 px', () => {
    expect(swipeAction(-80, 10, false)).toBe('open');
    expect(swipeAction(-79, 0, false)).toBeNull();
    expect(swipeAction(90, 5, true)).toBe('close');
    expect(swipeAction(90, 5, false)).toBeNull();
    expect(swipeAction(-90, 5, true)).toBeNull();
  });

  it('ignore un geste plus vertical qu’horizontal', () => {
    expect(swipeAction(-100, 120, false)).toBeNull();
  });
});
