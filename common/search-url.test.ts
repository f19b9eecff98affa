import { describe, expect, it } from 'vitest';
import { parseSearch, searchInputOf, searchString, toggleFilter, type SearchState } from './search-url.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const parse = (text: string) => parseSearch(new URLSearchParams(text), NOW);

describe('the search in the address', () => {
  it('reads every criterion, and writes back the same address', () => {
    const text = 'q=creperie&date=2026-12-01&hour=19%3A30&filters=Terrasse%2CVegan&prix=10-40&distance=25&tri=PRICE&page=3';
    const state = parse(text);
    expect(state).toEqual({ q: 'creperie', date: '2026-12-01', hour: '19:30', filters: ['Terrasse', 'Vegan'], price: [10, 40], distance: 25, sort: 'PRICE', page: 3 });
    expect(searchString(state)).toBe(`?${text}`);
  });
  it('drops what the server would refuse: past or far dates, odd hours, unknown labels, bad ranges', () => {
    expect(parse('date=2026-11-22&hour=19:15&filters=Inconnu&prix=0-100&distance=7&tri=X&page=0')).toEqual(parse(''));
    expect(parse('date=2027-02-24').date).toBe(null);
    expect(parse('date=2027-02-23').date).toBe('2027-02-23');
  });
  it('keeps an open-now shortcut only with its date and hour', () => {
    expect(parse('filters=Ouvert ce midi').filters).toEqual([]);
    expect(parse('filters=Ouvert ce midi&date=2026-11-23&hour=12:30').filters).toEqual(['Ouvert ce midi']);
  });
  it('toggling an open-now shortcut sets or clears date and hour and goes back to page 1', () => {
    const on = toggleFilter({ ...parse(''), page: 4 }, 'Ouvert ce soir', NOW);
    expect(on).toMatchObject({ filters: ['Ouvert ce soir'], date: '2026-11-23', hour: '20:00', page: 1 });
    expect(toggleFilter(on, 'Ouvert ce soir', NOW)).toMatchObject({ filters: [], date: null, hour: null });
  });
});

describe('searchInputOf', () => {
  const state: SearchState = { ...parse(''), q: ' la ', filters: ['Ouvert ce midi', 'Terrasse'], date: '2026-11-23', hour: '12:30', price: [0, 30] };
  it('sends the labels the server knows (shortcuts are the date and hour)', () => {
    expect(searchInputOf(state, { citySlug: 'angers', near: null })).toEqual({
      name: 'la', citySlug: 'angers', near: null, date: '2026-11-23', hour: '12:30', filters: ['Terrasse'], priceMin: 0, priceMax: 30, sort: 'RATING', page: 1,
    });
  });
  it('sorts by distance only around a place; nearby lists sort by distance unless told otherwise', () => {
    const byDistance = { ...state, sort: 'DISTANCE' as const };
    expect(searchInputOf(byDistance, { citySlug: null, near: null }).sort).toBe('RATING');
    expect(searchInputOf(byDistance, { citySlug: 'angers', near: null }).sort).toBe('DISTANCE');
    const near = { lat: 47.47, lng: -0.55, radiusKm: 10 };
    expect(searchInputOf(state, { citySlug: null, near }).sort).toBe('DISTANCE');
    expect(searchInputOf({ ...state, sort: 'PRICE' }, { citySlug: null, near }).sort).toBe('PRICE');
  });
});
