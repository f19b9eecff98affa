import { describe, expect, it } from 'vitest';
import { matchingLabels, searchPattern, suggestionLine } from './search-match.js';

describe('searchPattern', () => {
  it('drops the ending vowels and plural of the last word when 4 letters stay', () => {
    expect(searchPattern('Pizzas')).toEqual({ key: 'pizzas', pattern: 'pizz', terms: true });
    expect(searchPattern('crêpe')).toEqual({ key: 'crepe', pattern: 'crep', terms: true });
    expect(searchPattern('végétarien')).toEqual({ key: 'vegetarien', pattern: 'vegetarien', terms: true });
    expect(searchPattern('thaï')).toEqual({ key: 'thai', pattern: 'thai', terms: true });
  });
  it('keeps short texts as typed, for names only', () => {
    expect(searchPattern(' Pi ')).toEqual({ key: 'pi', pattern: 'pi', terms: false });
  });
});

describe('matchingLabels', () => {
  it('finds types, cuisines and other filters without accents or capitals', () => {
    expect(matchingLabels('pizza')).toEqual([{ groupKey: 'type', label: 'Pizzeria' }]);
    expect(matchingLabels('crêpes')).toEqual([{ groupKey: 'type', label: 'Crêperie' }]);
    expect(matchingLabels('VEGETARIEN')).toEqual([{ groupKey: 'diet', label: 'Végétarien' }]);
    expect(matchingLabels('thai')).toEqual([{ groupKey: 'cuisine', label: 'Thaïlandaise' }]);
    expect(matchingLabels('pi')).toEqual([]);
  });
  it('matches the start of a word, never its middle', () => {
    expect(matchingLabels('sans').map((l) => l.label)).toEqual(['Sans gluten', 'Sans lactose', 'Paiement sans contact']);
    expect(matchingLabels('art')).toEqual([]);
    expect(matchingLabels('mer')).toEqual([]);
    expect(matchingLabels('rie')).toEqual([]);
    expect(matchingLabels('gluten')).toEqual([{ groupKey: 'diet', label: 'Sans gluten' }]);
  });
});

describe('suggestionLine', () => {
  it('says what matched, in French', () => {
    expect(suggestionLine({ kind: 'TYPE', text: 'Pizzeria' })).toBe('Pizzeria — type de restaurant');
    expect(suggestionLine({ kind: 'CUISINE', text: 'Italienne' })).toBe('Italienne — cuisine');
    expect(suggestionLine({ kind: 'FILTER', text: 'Terrasse', groupKey: 'practical' })).toBe('Terrasse — options pratiques');
    expect(suggestionLine({ kind: 'DISH', text: 'Tiramisu', count: 3 })).toBe('Tiramisu — à la carte de 3 restaurants');
    expect(suggestionLine({ kind: 'DISH', text: 'Tiramisu', count: 1 })).toBe('Tiramisu — à la carte de 1 restaurant');
    expect(suggestionLine({ kind: 'NAME', text: 'Il Forno', city: 'Angers' })).toBe('Il Forno — restaurant à Angers');
  });
});
