import { describe, expect, it } from 'vitest';
import { atPlace, ofPlace } from './french.js';

describe('prepositions before a commune', () => {
  it('contract the article of Le and Les', () => {
    expect(atPlace("Le Lion-d'Angers")).toBe("au Lion-d'Angers");
    expect(atPlace('Les Ponts-de-Cé')).toBe('aux Ponts-de-Cé');
    expect(ofPlace("Le Lion-d'Angers")).toBe("du Lion-d'Angers");
    expect(ofPlace('Les Ponts-de-Cé')).toBe('des Ponts-de-Cé');
  });
  it('keep La and L’ as part of the name', () => {
    expect(atPlace('La Ménitré')).toBe('à La Ménitré');
    expect(ofPlace('La Ménitré')).toBe('de La Ménitré');
  });
  it('elide de before a vowel, accented or not', () => {
    expect(ofPlace('Angers')).toBe("d'Angers");
    expect(ofPlace('Écouflant')).toBe("d'Écouflant");
    expect(ofPlace('Yzernay')).toBe("d'Yzernay");
    expect(ofPlace('Saumur')).toBe('de Saumur');
    expect(atPlace('Angers')).toBe('à Angers');
  });
});
