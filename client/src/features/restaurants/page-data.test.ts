import { describe, expect, it } from 'vitest';
import { searchKeyOf } from './page-data';

describe('criteria of the search sent with the page', () => {
  it('are the same whether a criterion is absent or null', () => {
    expect(searchKeyOf({ citySlug: null, filters: [], sort: 'RATING', page: 1 })).toBe(
      searchKeyOf({ name: null, citySlug: null, near: null, date: null, hour: null, filters: [], priceMin: null, priceMax: null, sort: 'RATING', page: 1 }),
    );
    expect(searchKeyOf({ sort: 'RATING' })).toBe(searchKeyOf({ sort: 'RATING', page: 1 }));
  });
  it('differ as soon as one criterion differs', () => {
    const base = { sort: 'RATING' as const, page: 1 };
    expect(searchKeyOf({ ...base, page: 2 })).not.toBe(searchKeyOf(base));
    expect(searchKeyOf({ ...base, filters: ['Terrasse'] })).not.toBe(searchKeyOf(base));
    expect(searchKeyOf({ ...base, citySlug: 'angers' })).not.toBe(searchKeyOf(base));
  });
});
