import { checkCoordinates } from '../../../../common/input-rules';

/** A point chosen on the map with « Rechercher dans cette zone » (issue 25); its radius is the search's `distance`. */
export interface MapZone {
  lat: number;
  lng: number;
}

/**
 * The map's own parameters beside the search's: the commune (`ville`), the visitor's position (`proximite=1`) or a
 * zone of the map (`zone=47.47,-0.55`, issue 25).
 */
export interface MapPlace {
  citySlug: string | null;
  nearby: boolean;
  zone?: MapZone | null;
}

/** The page's query string (`?via=home…`) for a search and its place: the top bar's link and the map's own bar. */
export function mapSearch(search: URLSearchParams, place: MapPlace): string {
  const params = new URLSearchParams([['via', 'home']]);
  if (place.zone) params.set('zone', `${place.zone.lat},${place.zone.lng}`);
  else if (place.citySlug) params.set('ville', place.citySlug);
  else if (place.nearby) params.set('proximite', '1');
  search.forEach((value, key) => params.set(key, value));
  return `?${params.toString()}`;
}

/** The zone of the address, when it is a real point of the service area (an edited address is ignored). */
export function parseZone(value: string | null): MapZone | null {
  const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(value ?? '');
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return checkCoordinates(lat, lng) ? null : { lat, lng };
}
