/** The demo restaurants' filters: those their hours and type imply, then a draw among the others. */
import { toMinutes } from '../../../../common/schedule.js';
import { openOnDay, type Schedule } from './demo-hours.js';
import type { Random } from './random.js';

export function filtersFor(rnd: Random, types: string[], cuisines: string[], s: Schedule, price: number): string[] {
  const all = Object.values(s).flat() as [string, string][];
  const derived: string[] = [];
  if (all.some(([o]) => toMinutes(o) <= 13 * 60)) derived.push('Déjeuner');
  if (all.some(([o, c]) => toMinutes(o) <= 20 * 60 && (toMinutes(c) >= 20 * 60 + 30 || toMinutes(c) <= toMinutes(o)))) derived.push('Dîner');
  if (openOnDay(s, 6)) derived.push('Ouvert le dimanche');
  if (all.some(([o, c]) => toMinutes(c) <= toMinutes(o) || toMinutes(c) >= 23 * 60)) derived.push('Ouvert tard');
  if (types.includes('à Volonté')) derived.push('Buffet');
  const extra: string[][] = [
    rnd.sample(['En couple', 'En famille', 'Entre amis', "Repas d'affaires", 'En groupe', 'Avec des enfants', 'En solo'], rnd.int(1, 2)),
    rnd.sample(price > 40 ? ['Chic', 'Romantique', 'Calme', 'Cosy'] : ['Cosy', 'Décontractée', 'Festive', 'Traditionnelle', 'Branchée', 'Calme'], 1),
    ['Terrasse'],
    rnd.sample(['Vente à emporter', 'Climatisation', 'Wi-Fi gratuit', 'Animaux acceptés', 'Privatisation possible', 'Chaise haute', 'Espace enfants'], rnd.int(1, 2)),
    ['Végétarien'],
    rnd.sample(['Carte bancaire', 'Titres-restaurant', 'Espèces', 'Chèques-vacances', 'Paiement sans contact'], rnd.int(1, 2)),
    rnd.sample(['Parking gratuit', 'Stationnement dans la rue', 'Parking vélo', 'Parking payant'], 1),
    rnd.sample(['Accès fauteuil roulant', 'Toilettes adaptées'], 1),
  ];
  if (types.includes('Guinguette')) extra.unshift(['Bord de Loire', 'Festive']);
  if (cuisines.some((c) => ['Turque', 'Marocaine', 'Libanaise'].includes(c)) && rnd.chance(0.6)) extra.unshift(['Halal']);
  if (types.includes('Crêperie') && rnd.chance(0.4)) extra.unshift(['Sans gluten']);
  if (cuisines.includes('Italienne') || types.includes('Pizzeria')) extra.unshift(['Vente à emporter']);
  const target = rnd.int(3, 8);
  const out = derived.slice(0, 8);
  for (const group of rnd.chance(0.5) ? extra : [extra[0], ...rnd.shuffle(extra.slice(1))]) {
    for (const label of group) {
      if (out.length >= Math.max(target, 3)) break;
      if (!out.includes(label)) out.push(label);
    }
  }
  return out;
}
