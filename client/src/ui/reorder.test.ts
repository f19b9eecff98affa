import { describe, expect, it } from 'vitest';
import { movedFocusKey } from './reorder';

describe('the focus follows a moved row', () => {
  it('keeps the button of the move, or the other one at an end', () => {
    expect(movedFocusKey('r', 2, 1, 4)).toBe('r-up');
    expect(movedFocusKey('r', 1, 0, 4)).toBe('r-down');
    expect(movedFocusKey('r', 1, 2, 4)).toBe('r-down');
    expect(movedFocusKey('r', 2, 3, 4)).toBe('r-up');
  });
});
