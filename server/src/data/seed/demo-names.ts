/** The demo restaurants' names, by type and cuisine, one free slug each. */
import { ofPlace } from '../../../../common/french.js';
import { slugify } from '../../../../common/slug.js';
import type { Random } from './random.js';
import * as V from './vocabulary.js';

function frenchName(rnd: Random, type: string, city: string): string {
  const given = () => (rnd.chance(0.5) ? rnd.pick(V.GIVEN_M) : rnd.pick(V.GIVEN_F));
  const m = () => rnd.pick(V.M_NOUNS);
  const f = () => rnd.pick(V.F_NOUNS);
  const generic = [
    () => `Le ${rnd.pick(V.M_ADJ_BEFORE)} ${m()}`,
    () => `La ${rnd.pick(V.F_ADJ_BEFORE)} ${f()}`,
    () => `Le ${m()} ${rnd.pick(V.M_ADJ_AFTER)}`,
    () => `La ${f()} ${rnd.pick(V.F_ADJ_AFTER)}`,
    () => `Chez ${given()}`,
    () => `La Table ${ofPlace(given())}`,
    () => `Au ${rnd.pick(V.M_ADJ_BEFORE)} ${m()}`,
    () => `L'Assiette ${rnd.pick(V.F_ADJ_AFTER)}`,
  ];
  const byType: Record<string, (() => string)[]> = {
    Brasserie: [() => `Brasserie du ${m()}`, () => `Brasserie de la ${f()}`, () => `Le Grand Café`, () => `Brasserie ${rnd.pick(V.SURNAMES)}`, () => `Le Café de la ${f()}`],
    Bistrot: [() => `Le Bistrot ${ofPlace(given())}`, () => `Le Bistrot du ${m()}`, () => `Le Comptoir ${rnd.pick(V.M_ADJ_AFTER)}`, () => `Le Zinc`, () => `Chez ${given()}`],
    Bistronomique: [() => `L'Atelier ${ofPlace(given())}`, () => `Le ${m()} ${rnd.pick(V.M_ADJ_AFTER)}`, () => `La ${f()} ${rnd.pick(V.F_ADJ_AFTER)}`, () => `Maison ${rnd.pick(V.SURNAMES)}`],
    Gastronomique: [() => `Maison ${rnd.pick(V.SURNAMES)}`, () => `L'Atelier ${rnd.pick(V.SURNAMES)}`, () => `Le ${m()} ${ofPlace(given())}`, () => `La Table ${ofPlace(city)}`],
    Crêperie: [() => `Crêperie du ${m()}`, () => `Crêperie de la ${f()}`, () => rnd.pick(V.BRETON_NAMES), () => `La Crêpe ${rnd.pick(['Dorée', 'Gourmande', 'Bretonne', 'Fleurie'])}`, () => `Crêperie Chez ${given()}`],
    Pizzeria: [() => `Pizzeria ${rnd.pick(V.ITALIAN_GIVEN)}`, () => `Da ${rnd.pick(V.ITALIAN_GIVEN)}`, () => `La Bella ${rnd.pick(V.ITALIAN_PLACES)}`, () => `Il Forno`, () => `La Dolce Vita`, () => `Pizza ${rnd.pick(V.ITALIAN_PLACES)}`, () => `Le Vésuve`],
    Guinguette: [() => `La Guinguette du ${rnd.pick(['Port', 'Pont', 'Moulin', 'Bac'])}`, () => `La Guinguette de la ${rnd.pick(['Levée', 'Loire', 'Marine', 'Source'])}`, () => `Les Pieds dans l'Eau`, () => `La Paillote du Port`, () => `La Guinguette ${ofPlace(city)}`],
    'Bar-Restaurant': [() => `Le Café du ${m()}`, () => `Le Bar de la ${f()}`, () => rnd.pick(['Le Balto', 'Le Central', 'Le Longchamp', 'Le Narval', 'Le Rallye']), () => `Le Comptoir ${ofPlace(given())}`],
    Ouvrier: [() => `Le Relais du ${m()}`, () => `Le Relais des Routiers`, () => `Chez ${given()}`, () => `La Cantine ${ofPlace(given())}`, () => `Restaurant du ${m()}`],
    'Auberge-Restaurant': [() => `L'Auberge du ${m()}`, () => `Auberge de la ${f()}`, () => `L'Auberge Angevine`, () => `Auberge ${ofPlace(city)}`],
    'Hôtel-Restaurant': [() => `Hôtel du ${m()}`, () => `Hôtel de la ${f()}`, () => `Le Relais ${ofPlace(city)}`, () => `Le Grand Hôtel`],
    'à Thème': [() => rnd.pick(V.THEME_NAMES)],
    'à Volonté': [() => rnd.pick(V.BUFFET_NAMES)],
  };
  const patterns = [...(byType[type] ?? []), ...(byType[type] ? [] : generic)];
  const pattern = rnd.chance(0.75) || !byType[type] ? rnd.pick(patterns) : rnd.pick(generic);
  return pattern();
}

export function restaurantName(rnd: Random, types: string[], cuisines: string[], city: string, taken: Set<string>): string {
  const main = types[0];
  for (let attempt = 0; attempt < 40; attempt++) {
    let name: string;
    const cuisine = cuisines[0];
    if (main === 'à Volonté' && cuisine !== 'Française') name = rnd.pick(V.BUFFET_NAMES);
    else if (cuisine === 'Italienne' && main !== 'Pizzeria') {
      name = rnd.pick([`Trattoria ${rnd.pick(V.ITALIAN_GIVEN)}`, `Osteria ${rnd.pick(V.ITALIAN_GIVEN)}`, 'Il Gusto', 'La Piazza', `Casa ${rnd.pick(V.ITALIAN_GIVEN)}`, 'Il Giardino', 'Bella Italia']);
    } else if (V.FOREIGN_NAMES[cuisine]) name = rnd.pick(V.FOREIGN_NAMES[cuisine]);
    else name = frenchName(rnd, main, city);
    if (attempt >= 20) name = `${name} ${ofPlace(city)}`.replace(/^(.{0,50}).*$/, '$1').trim();
    if (name.length >= 2 && name.length <= 50 && !taken.has(slugify(name))) {
      taken.add(slugify(name));
      return name;
    }
  }
  throw new Error(`Aucun nom libre pour ${city}`);
}
