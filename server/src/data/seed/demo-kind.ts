/** What kind of restaurant a demo one is: its cuisine and types, and the average price of a type. */
import type { Random } from './random.js';

const CUISINE_WEIGHTS: Record<string, number> = {
  Française: 64, Italienne: 10, Japonaise: 4.5, Chinoise: 2.5, Vietnamienne: 2, Indienne: 2, Libanaise: 2, Marocaine: 2,
  Thaïlandaise: 1.5, Américaine: 2, Mexicaine: 1, Espagnole: 1, Portugaise: 1, Turque: 1.5, Grecque: 0.7, Coréenne: 0.6,
  Antillaise: 0.6, Africaine: 0.6,
};

const FRENCH_TYPES: Record<string, number> = {
  Traditionnel: 26, Brasserie: 12, Bistrot: 12, Bistronomique: 6, Gastronomique: 4, Crêperie: 10, 'Auberge-Restaurant': 5,
  'Hôtel-Restaurant': 5, 'Bar-Restaurant': 8, Ouvrier: 5, Guinguette: 4, 'à Thème': 2, 'à Volonté': 1,
};

/** Average price range per main type, in euros. */
export const PRICE: Record<string, [number, number]> = {
  Ouvrier: [9, 15], Crêperie: [13, 20], Pizzeria: [13, 22], 'à Volonté': [14, 22], 'Bar-Restaurant': [14, 24], Guinguette: [15, 25],
  Brasserie: [18, 32], Traditionnel: [18, 34], Bistrot: [20, 34], 'à Thème': [18, 30], 'Auberge-Restaurant': [22, 40],
  'Hôtel-Restaurant': [24, 45], Bistronomique: [30, 50], Gastronomique: [55, 95],
};

export function chooseKind(rnd: Random): { types: string[]; cuisines: string[] } {
  const cuisine = rnd.weighted(CUISINE_WEIGHTS);
  if (cuisine === 'Française') {
    const main = rnd.weighted(FRENCH_TYPES);
    const types = [main];
    const second: Record<string, string[]> = {
      'Bar-Restaurant': ['Brasserie', 'Bistrot'],
      Brasserie: ['Bar-Restaurant'],
      Bistrot: ['Bar-Restaurant', 'Traditionnel'],
      'Hôtel-Restaurant': ['Traditionnel', 'Gastronomique'],
      'Auberge-Restaurant': ['Traditionnel'],
      Guinguette: ['Bar-Restaurant'],
      Traditionnel: ['Ouvrier'],
    };
    if (second[main] && rnd.chance(0.3)) types.push(rnd.pick(second[main]));
    const cuisines = ['Française'];
    if ((main === 'Brasserie' || main === 'Bistrot') && rnd.chance(0.08)) cuisines.push('Italienne');
    return { types, cuisines };
  }
  if (cuisine === 'Italienne') return { types: [rnd.weighted({ Pizzeria: 70, Traditionnel: 20, Bistrot: 10 })], cuisines: ['Italienne'] };
  if (cuisine === 'Américaine') return { types: [rnd.weighted({ 'à Thème': 4, 'Bar-Restaurant': 3, Brasserie: 3 })], cuisines: ['Américaine'] };
  if (cuisine === 'Mexicaine' || cuisine === 'Espagnole') return { types: [rnd.weighted({ Traditionnel: 5, 'Bar-Restaurant': 3, 'à Thème': 1 })], cuisines: [cuisine] };
  if (cuisine === 'Chinoise' || cuisine === 'Japonaise') {
    const type = rnd.weighted({ Traditionnel: 70, 'à Volonté': 30 });
    const cuisines = [cuisine];
    if (type === 'à Volonté') cuisines.push(cuisine === 'Chinoise' ? 'Japonaise' : 'Chinoise');
    return { types: [type], cuisines };
  }
  if (cuisine === 'Vietnamienne' && rnd.chance(0.25)) return { types: ['Traditionnel'], cuisines: ['Vietnamienne', 'Thaïlandaise'] };
  if (cuisine === 'Libanaise' && rnd.chance(0.2)) return { types: ['Traditionnel'], cuisines: ['Libanaise', 'Grecque'] };
  return { types: ['Traditionnel'], cuisines: [cuisine] };
}
