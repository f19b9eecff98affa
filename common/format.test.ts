import { describe, expect, it } from 'vitest';
import { formatAveragePrice, formatCuisines, formatPhone, formatPriceLabel, phoneAsTyped, formatRating, priceSymbols, spokenCardFigures } from './format.js';
import { parseRestaurantSegment, restaurantPath, slugify } from './slug.js';

describe('formats of SPEC §9', () => {
  it('shows a rating as an integer when whole, one decimal otherwise, nothing at 0', () => {
    expect(formatRating(4)).toBe('4');
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(0)).toBe('');
  });
  it('maps average prices to euro signs', () => {
    expect([10, 15, 16, 30, 31, 60, 61].map(priceSymbols)).toEqual(['€', '€', '€€', '€€', '€€€', '€€€', '€€€€']);
    expect(priceSymbols(null)).toBe('€');
    expect(formatAveragePrice(25)).toBe('≈ 25€ /');
    expect(formatPriceLabel(100)).toBe('100€+');
  });
  it('writes cuisines and phone numbers', () => {
    expect(formatCuisines(['Française'])).toBe('Cuisine Française');
    expect(formatCuisines(['Française', 'Italienne'])).toBe('Cuisines Française et Italienne');
    expect(formatPhone('0241123456')).toBe('02 41 12 34 56');
    // As typed (SPEC §5): pairs while typing, other characters refused, too long cleared.
    expect(phoneAsTyped('024')).toBe('02 4');
    expect(phoneAsTyped('02 ')).toBe('02');
    expect(phoneAsTyped('02.41-1a2')).toBe('02 41 12');
    expect(phoneAsTyped('+33 2 41 12 34 56')).toBe('02 41 12 34 56');
    expect(phoneAsTyped('02 41 12 34 567')).toBeNull();
    expect(phoneAsTyped('')).toBe('');
  });
});

describe('slugs and restaurant paths', () => {
  it('slugifies per SPEC §5', () => {
    expect(slugify("L'Auberge du Pont")).toBe('l-auberge-du-pont');
    expect(slugify('Crêperie Saint-Aubin')).toBe('creperie-saint-aubin');
    expect(slugify('Mûrs-Erigné')).toBe('murs-erigne');
    expect(slugify('Café & Co !')).toBe('cafe-co');
  });
  it('splits the last segment on underscores', () => {
    expect(restaurantPath('angers', 'La Table', 'aB3dE5gH')).toBe('/restaurant/angers/la-table_aB3dE5gH');
    expect(parseRestaurantSegment('la-table_aB3dE5gH')).toEqual({ idUrl: 'aB3dE5gH', previewToken: undefined });
    expect(parseRestaurantSegment('la-table_aB3dE5gH_tok_en.sig')).toEqual({ idUrl: 'aB3dE5gH', previewToken: 'tok_en.sig' });
    expect(parseRestaurantSegment('la-table')).toBeNull();
  });

  it('says a card’s figures as a sentence for screen readers', () => {
    expect(spokenCardFigures(5, 1, 13)).toBe('note 5 sur 5, 1 avis, environ 13 € par personne');
    expect(spokenCardFigures(4.74, 14, 42)).toBe('note 4,7 sur 5, 14 avis, environ 42 € par personne');
    expect(spokenCardFigures(0, 0, null)).toMatch(/^pas encore de note, 0 avis, environ \d+ € par personne$/);
  });
});
