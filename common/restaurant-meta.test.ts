import { describe, expect, it } from 'vitest';
import { cityMeta, DESCRIPTION_MAX_LENGTH } from './page-meta.js';
import { restaurantMeta, shortText } from './restaurant-meta.js';

describe('shortText', () => {
  it('keeps a short text, white space collapsed', () => {
    expect(shortText('  Une   table\n\nde quartier. ')).toBe('Une table de quartier.');
  });
  it('cuts a long text at the last whole word, with an ellipsis, within the limit', () => {
    const text = `${'mot '.repeat(60)}fin`;
    const cut = shortText(text);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(cut).toMatch(/ mot…$/);
    expect(shortText('Bonjour, voici un texte assez long.', 20)).toBe('Bonjour, voici un…');
  });
  it('cuts inside a word only when the text has no space to cut at', () => {
    expect(shortText('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('meta of the pages', () => {
  it('contract the article of a commune’s name', () => {
    expect(cityMeta('Les Ponts-de-Cé')).toEqual({
      title: 'Restaurants aux Ponts-de-Cé — Mijote',
      description: 'Où manger aux Ponts-de-Cé ? Les restaurants des Ponts-de-Cé (Maine-et-Loire) sur Mijote : notes, avis, prix, horaires et menus.',
    });
    expect(cityMeta('Angers').description).toContain('Les restaurants d\'Angers (Maine-et-Loire)');
    expect(restaurantMeta({ name: 'Le Relais', cityName: "Le Lion-d'Angers", types: [] }).title).toBe("Le Relais au Lion-d'Angers — Mijote");
  });
  it('a city page names the city', () => {
    expect(cityMeta('Saumur')).toEqual({
      title: 'Restaurants à Saumur — Mijote',
      description: 'Où manger à Saumur ? Les restaurants de Saumur (Maine-et-Loire) sur Mijote : notes, avis, prix, horaires et menus.',
    });
  });
  it('a restaurant page starts its description with its presentation, else says what the page holds', () => {
    expect(restaurantMeta({ name: 'La Table', cityName: 'Angers', types: ['Bistrot'], biography: 'Cuisine du marché.\n\nTerrasse.' })).toEqual({
      title: 'La Table à Angers — Mijote',
      description: 'La Table, restaurant à Angers. Cuisine du marché. Terrasse.',
    });
    expect(restaurantMeta({ name: 'La Table', cityName: 'Angers', types: ['Bistrot', 'Crêperie'], biography: '  ' }).description).toBe(
      'La Table, restaurant à Angers (Bistrot, Crêperie) : menu, horaires, avis et réservation sur Mijote.',
    );
    expect(restaurantMeta({ name: 'X', cityName: 'Cholet', types: [], biography: 'b '.repeat(200) }).description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });
});
