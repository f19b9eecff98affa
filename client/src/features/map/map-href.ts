/** The map's own parameters beside the search's: the commune (`ville`) or the visitor's position (`proximite=1`). */
export interface MapPlace {
  citySlug: string | null;
  nearby: boolean;
}

/** The map page's query string (`?via=home…`) for a search and its place: the top bar's link and the map's own bar. */
export function mapSearch(search: URLSearchParams, place: MapPlace): string {
  const params = new URLSearchParams([['via', 'home']]);
  if (place.citySlug) params.set('ville', place.citySlug);
  if (place.nearby) params.set('proximite', '1');
  search.forEach((value, key) => params.set(key, value));
  return `?${params.toString()}`;
}
