import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

/** SPEC §2 pagination: page 1, the current page's neighbours, the last page, ellipses where numbers are skipped. */
const shown = (current: number, count: number) => paginationItems(current, count).map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('paginationItems', () => {
  it('shows page 1, the three numbers around the current page, the last page and ellipses between', () => {
    expect(shown(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(shown(1, 10)).toBe('1 2 … 10');
    expect(shown(10, 10)).toBe('1 … 9 10');
  });

  it('shows a single skipped page instead of an ellipsis, and nothing to skip on short lists', () => {
    expect(shown(4, 10)).toBe('1 2 3 4 5 … 10');
    expect(shown(3, 5)).toBe('1 2 3 4 5');
    expect(shown(1, 1)).toBe('1');
    expect(shown(1, 0)).toBe('');
  });

  it('gives each ellipsis its own key', () => {
    const gaps = paginationItems(5, 10).filter((i) => i.kind === 'gap');
    expect(new Set(gaps.map((g) => (g.kind === 'gap' ? g.key : ''))).size).toBe(2);
  });
});
