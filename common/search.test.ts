import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from './input-rules.js';
import { addMonths, checkSearchCriteria, frenchList, minimumStars, parisToday, relaxedCriteria } from './search.js';

const now = new Date('2026-11-22T22:30:00Z'); // 23:30 in Paris

describe('search input rules', () => {
  it('uses the Paris day', () => {
    expect(parisToday(now)).toBe('2026-11-22');
    expect(parisToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });
  it('accepts today to +3 months and half-hour slots only', () => {
    expect(checkSearchCriteria({ date: '2026-11-22', hour: '12:30' }, now)).toBeNull();
    expect(checkSearchCriteria({ date: '2026-11-21' }, now)?.field).toBe('date');
    expect(checkSearchCriteria({ date: '2027-02-23' }, now)?.field).toBe('date');
    expect(checkSearchCriteria({ hour: '12:15' }, now)?.field).toBe('hour');
    // Days that do not exist are not rolled over to the next month (PostgreSQL would refuse them).
    expect(checkSearchCriteria({ date: '2026-11-31' }, now)?.message).toBe('Date invalide.');
    expect(checkSearchCriteria({ date: '2026-12-00' }, now)?.message).toBe('Date invalide.');
  });
  it('keeps points inside the service area and counts repeated filters once', () => {
    expect(checkSearchCriteria({ near: { lat: 90, lng: 0 } }, now)?.message).toBe(INPUT_MESSAGES.outsideServiceArea);
    expect(checkSearchCriteria({ near: { lat: 48.85, lng: 2.35 } }, now)?.message).toBe(INPUT_MESSAGES.outsideServiceArea);
    expect(checkSearchCriteria({ near: { lat: Number.NaN, lng: 0 } }, now)?.message).toBe(INPUT_MESSAGES.coordinatesInvalid);
    expect(checkSearchCriteria({ near: { lat: 47.47, lng: -0.55 } }, now)).toBeNull();
    expect(checkSearchCriteria({ filters: Array(500).fill('Terrasse') }, now)).toBeNull();
  });
  it('bounds the name, prices, distance and labels', () => {
    expect(checkSearchCriteria({ name: 'x'.repeat(51) }, now)?.field).toBe('name');
    expect(checkSearchCriteria({ priceMin: 40, priceMax: 45 }, now)?.field).toBe('price');
    expect(checkSearchCriteria({ near: { lat: 47.4, lng: -0.5, radiusKm: 150 } }, now)?.field).toBe('near.radiusKm');
    expect(checkSearchCriteria({ filters: ['Terrasse', 'Inconnu'] }, now)?.field).toBe('filters');
    expect(minimumStars(['Terrasse', '4 étoiles', '3 étoiles'])).toBe(4);
  });
});

describe('what the closest list left out', () => {
  it('names each criterion dropped, in French, in the order of the search bar', () => {
    expect(relaxedCriteria({ citySlug: 'angers', date: '2026-11-27', hour: '20:00', filters: ['Terrasse', 'Végétarien', 'Terrasse'], priceMin: 0, priceMax: 30 }, false))
      .toEqual(['la date et l’heure', 'les filtres Terrasse et Végétarien', 'le prix']);
    expect(relaxedCriteria({ name: ' pizza ', hour: '12:30' }, false)).toEqual(['le texte « pizza »', 'l’heure']);
    expect(relaxedCriteria({ citySlug: 'angers', filters: ['Terrasse'] }, true)).toEqual(['le filtre Terrasse', 'la limite de la commune']);
    expect(relaxedCriteria({ near: { lat: 47.4, lng: -0.5 } }, true)).toEqual(['la distance']);
    expect(frenchList(['a', 'b', 'c'])).toBe('a, b et c');
  });
});
