import { atName } from './french.js';
import { DESCRIPTION_MAX_LENGTH, pageTitle, type PageMeta } from './page-meta.js';

/** Collapses white space and cuts at the last word that fits, with an ellipsis. */
export function shortText(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export interface RestaurantMetaSource {
  name: string;
  cityName: string;
  types: readonly string[];
  biography?: string | null;
}

/** A restaurant page: its name and city; its own presentation when it wrote one, else what the page holds. */
export function restaurantMeta(r: RestaurantMetaSource): PageMeta {
  const who = `${r.name}, restaurant ${atName(r.cityName)}`;
  const biography = r.biography?.trim();
  return {
    title: pageTitle(`${r.name} ${atName(r.cityName)}`),
    description: shortText(
      biography ? `${who}. ${biography}` : `${who}${r.types.length ? ` (${r.types.join(', ')})` : ''} : menu, horaires, avis et réservation sur Mijote.`,
    ),
  };
}
