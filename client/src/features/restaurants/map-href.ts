/** A point chosen on the map with « Rechercher dans cette zone » (issue 25); its radius is the search's `distance`. */
export interface MapZone {
  lat: number;
  lng: number;
}

/**
 * Where a search looks: a commune, the visitor's position or a zone of the map; none of them, the whole département.
 * On the map, its own parameters beside the search's: the commune (`ville`), the visitor's position (`proximite=1`) or a
 * zone of the map (`zone=47.47,-0.55`, issue 25).
 */
export interface SearchPlace {
  citySlug: string | null;
  nearby: boolean;
  zone?: MapZone | null;
}

/** The page's query string (`?via=home…`) for a search and its place: the top bar's link and the map's own bar. */
export function mapSearch(search: URLSearchParams, place: SearchPlace): string {
  const params = new URLSearchParams([['via', 'home']]);
  if (place.zone) params.set('zone', `${place.zone.lat},${place.zone.lng}`);
  else if (place.citySlug) params.set('ville', place.citySlug);
  else if (place.nearby) params.set('proximite', '1');
  search.forEach((value, key) => params.set(key, value));
  return `?${params.toString()}`;
}
