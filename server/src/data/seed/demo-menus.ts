/** The demo restaurants' menus (from the vocabulary's templates, priced for the restaurant) and daily menus. */
import type { ImportRecordInput } from '../import/import-record.js';
import { addDays, weekdayOf } from './demo-dates.js';
import { PRICE } from './demo-kind.js';
import type { Random } from './random.js';
import * as V from './vocabulary.js';

function menuTemplate(types: string[], cuisines: string[]): V.MenuTemplate {
  if (types[0] === 'Gastronomique' || types[0] === 'Bistronomique') return V.MENUS.Gastronomique;
  if (types[0] === 'Crêperie') return V.MENUS.Crêperie;
  if (types[0] === 'Pizzeria') return V.MENUS.Italienne;
  return V.MENUS[cuisines[0]] ?? V.MENUS.Française;
}

function roundHalf(x: number): number {
  return Math.max(1, Math.round(x * 2) / 2);
}

export function buildMenu(rnd: Random, types: string[], cuisines: string[], price: number): NonNullable<ImportRecordInput['menu']> {
  const template = menuTemplate(types, cuisines);
  const base = PRICE[types[0]] ?? [18, 30];
  const factor = Math.min(1.6, Math.max(0.75, price / ((base[0] + base[1]) / 2)));
  const sectionCount = Math.min(template.sections.length, rnd.int(2, 4));
  // Keep the order of the template (starters before desserts), drop some sections when fewer are wanted.
  const keep = new Set(rnd.sample(template.sections.map((_, i) => i), sectionCount));
  const sections = template.sections
    .filter((_, i) => keep.has(i))
    .map(([title, dishes]) => ({
      title,
      dishes: rnd.sample(dishes, Math.min(dishes.length, rnd.int(2, 5))).map(([name, description, p]) => ({ name, description, price: roundHalf(p * factor) })),
    }));
  return { style: rnd.weighted({ classique: 50, ardoise: types.includes('Bistrot') ? 60 : 20, moderne: 30 }), sections };
}

export function dailyMenus(rnd: Random, today: string, price: number): NonNullable<ImportRecordInput['menu']>['daily'] {
  const monday = addDays(today, -weekdayOf(today));
  const days = rnd.chance(0.5) ? 5 : 12;
  const out: NonNullable<NonNullable<ImportRecordInput['menu']>['daily']> = [];
  const formula = roundHalf(Math.min(24, Math.max(12.5, price * 0.7)));
  for (let i = 0; i < days; i++) {
    const day = addDays(monday, i);
    if (weekdayOf(day) >= 5) continue;
    out.push({
      title: 'Menu du jour',
      description: `Entrée : ${rnd.pick(V.DAILY_STARTERS)} · Plat : ${rnd.pick(V.DAILY_MAINS)} · Dessert : ${rnd.pick(V.DAILY_DESSERTS)}`,
      price: formula,
      startsOn: day,
      endsOn: day,
    });
  }
  return out;
}
