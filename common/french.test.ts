import { describe, expect, it } from 'vitest';
import { atName, ofName, ofParts, ofPlace, theWord } from './french.js';

describe('prepositions before a commune', () => {
  it('contract the article of Le and Les', () => {
    expect(atName("Le Lion-d'Angers")).toBe("au Lion-d'Angers");
    expect(atName('Les Ponts-de-Cé')).toBe('aux Ponts-de-Cé');
    expect(ofPlace("Le Lion-d'Angers")).toBe("du Lion-d'Angers");
    expect(ofPlace('Les Ponts-de-Cé')).toBe('des Ponts-de-Cé');
  });
  it('keep La and L’ as part of the name', () => {
    expect(atName('La Ménitré')).toBe('à La Ménitré');
    expect(ofPlace('La Ménitré')).toBe('de La Ménitré');
  });
  it('elide de before a vowel, accented or not', () => {
    expect(ofPlace('Angers')).toBe("d'Angers");
    expect(ofPlace('Écouflant')).toBe("d'Écouflant");
    expect(ofPlace('Yzernay')).toBe("d'Yzernay");
    expect(ofPlace('Saumur')).toBe('de Saumur');
    expect(atName('Angers')).toBe('à Angers');
  });
});

describe('ofName before a restaurant, a person or a section', () => {
  it('contracts Le and Les, keeps La and L’', () => {
    expect(ofName('Le Petit Testeur')).toBe('du Petit Testeur');
    expect(ofName('Les Pieds dans l’Eau')).toBe('des Pieds dans l’Eau');
    expect(ofName('La Table d’Anjou')).toBe('de La Table d’Anjou');
    expect(ofName('L’Atelier Gourmand')).toBe('de L’Atelier Gourmand');
    expect(ofName("L'Auberge Angevine")).toBe("de L'Auberge Angevine");
  });
  it('elides before a vowel, accented or capital, with the typographic apostrophe', () => {
    expect(ofName('Isabelle N.')).toBe('d’Isabelle N.');
    expect(ofName('Entrées')).toBe('d’Entrées');
    expect(ofName('Œnothèque')).toBe('d’Œnothèque');
    expect(ofName('Yves B.')).toBe('d’Yves B.');
    expect(ofName('Camille M.')).toBe('de Camille M.');
    expect(ofName('Maison Durand')).toBe('de Maison Durand');
  });
  it('elides before a mute h, not an aspirated one', () => {
    expect(ofName('Hélène R.')).toBe('d’Hélène R.');
    expect(ofName('Hôtel du Port')).toBe('d’Hôtel du Port');
    expect(ofName('Halles Gourmandes')).toBe('de Halles Gourmandes');
    expect(ofName('Hugues T.')).toBe('de Hugues T.');
    expect(ofName('Homard Bleu')).toBe('de Homard Bleu');
  });
  it('does not elide before a vowel letter sounded as a consonant, a digit or a quote', () => {
    expect(ofName('Yannick P.')).toBe('de Yannick P.');
    expect(ofName('Onze Heures')).toBe('de Onze Heures');
    expect(ofName('1900')).toBe('de 1900');
    expect(ofName('« Entrées »')).toBe('de « Entrées »');
    expect(ofName('')).toBe('de ');
  });
  it('keeps the straight apostrophe for communes', () => {
    expect(ofPlace('Écouflant')).toBe("d'Écouflant");
    expect(ofName('Angers', "'")).toBe("d'Angers");
  });
});

describe('atName and theWord', () => {
  it('contract à with Le and Les', () => {
    expect(atName('Le Petit Testeur')).toBe('au Petit Testeur');
    expect(atName('Les Halles')).toBe('aux Halles');
    expect(atName('Isabelle N.')).toBe('à Isabelle N.');
  });
  it('puts le, la, l’ or les before a word', () => {
    expect(theWord('plat', 'm')).toBe('le plat');
    expect(theWord('rubrique', 'f')).toBe('la rubrique');
    expect(theWord('avis', 'm')).toBe('l’avis');
    expect(theWord('hôtel', 'm')).toBe('l’hôtel');
    expect(theWord('hangar', 'm')).toBe('le hangar');
    expect(theWord('desserts', 'm', true)).toBe('les desserts');
  });
});

describe('ofParts', () => {
  it('splits the preposition from the name, for a linked name', () => {
    expect(ofParts('Le Petit Testeur')).toEqual({ lead: 'du ', rest: 'Petit Testeur' });
    expect(ofParts('Isabelle N.')).toEqual({ lead: 'd’', rest: 'Isabelle N.' });
    expect(ofParts('La Ménitré')).toEqual({ lead: 'de ', rest: 'La Ménitré' });
  });
});
