import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useSearchParams, type To } from 'react-router-dom';
import { activeFilterCount, NEARBY_LABEL, parseSearch, searchInputOf, withChange, type NearPlace, type SearchState } from '../../../../../common/search-url';
import { useCityPageQuery, useSearchRestaurantsQuery } from '../../../graphql/__generated__/hooks';
import type { SiteTextsPage } from '../../../graphql/__generated__/graphql';
import type { CityChoice } from '../components/CityBox';
import type { SearchPlace } from '../map-href';
import { preloadedCity, preloadedSearch } from '../page-data';
import type { GeolocationState } from './useGeolocation';

export interface RestaurantSearchOptions {
  /** Where it looks; a zone of the map keeps its identity from one render to the next (the callbacks depend on it). */
  place: SearchPlace;
  /** The visitor's position, asked by the page when the place is `nearby`. */
  geo: GeolocationState;
  /** The address showing a search at a place: a list page (home, commune, nearby) or the map. Defined once, outside the page. */
  addressOf: (next: SearchState, place: SearchPlace) => To;
  /**
   * A list page's texts: the place's block comes with them (the commune's, or the département's), what the server sent
   * with the page is shown without asking again, and results and blocks are read once, not normalised into the cache
   * (30 cards a page: the costliest work of the page's load). Without it (the map): the commune's name only.
   */
  listTexts?: SiteTextsPage;
}

/**
 * The search of the list pages and of the map: its state is the address (back, forward and reload keep it), at a place
 * (a commune, the visitor's position, a zone of the map, or the whole département); the last results stay on screen
 * while the next ones load. The callbacks write the next search in the address.
 */
export function useRestaurantSearch({ place, geo, addressOf, listTexts }: RestaurantSearchOptions) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearch(params), [params]);
  const { citySlug, nearby, zone = null } = place;
  const position = zone ?? (nearby && geo.status === 'granted' ? geo : null);
  const near: NearPlace | null = position && { lat: position.lat, lng: position.lng, radiusKm: state.distance };
  const geoReady = !nearby || geo.status !== 'pending';

  const slug = citySlug ?? '';
  const preloadedCityData = listTexts ? preloadedCity(slug, listTexts) : null;
  const cityQuery = useCityPageQuery({
    variables: { slug, texts: listTexts ?? 'CITY', department: listTexts ? !citySlug : false },
    fetchPolicy: listTexts ? 'no-cache' : 'cache-first',
    skip: listTexts ? preloadedCityData !== null : !citySlug,
  });
  const cityData = preloadedCityData ?? cityQuery.data;
  const cityPage = cityData?.cityPage?.__typename === 'CityPage' ? cityData.cityPage : null;
  const unknownCity = citySlug !== null && cityData?.cityPage?.__typename === 'NotFoundError';
  const cityName = citySlug ? (cityPage?.city.name ?? '') : '';

  const input = searchInputOf(state, { citySlug, near });
  const preloaded = listTexts ? preloadedSearch(input) : null;
  const search = useSearchRestaurantsQuery({
    variables: { input },
    skip: !geoReady || (listTexts !== undefined && (unknownCity || preloaded !== null)),
    fetchPolicy: listTexts ? 'no-cache' : 'cache-first',
  });
  const current = preloaded ?? search.data;
  const [lastShown, setLastShown] = useState(current);
  if (current && current !== lastShown) setLastShown(current);
  // A new page of results renders in the background (time-sliced), not in the one long task a data update would take.
  const shown = useDeferredValue(current ?? lastShown);
  const result = shown?.searchRestaurants;
  const list = result?.__typename === 'SearchResult' ? result : null;
  const problem = result && result.__typename !== 'SearchResult' ? result.message : null;

  // `focus`: the control the new page gives the focus back to (a city chosen: the city box, not the top of the page).
  const go = useCallback(
    (next: SearchState, to: SearchPlace, options?: { replace?: boolean; focus?: 'city' }) =>
      navigate(addressOf(next, to), { replace: options?.replace, state: options?.focus ? { focus: options.focus } : undefined }),
    [navigate, addressOf],
  );
  const onChange = useCallback(
    (next: SearchState, options?: { replace?: boolean }) => go(next, { citySlug, nearby, zone }, options),
    [go, citySlug, nearby, zone],
  );
  const onCity = useCallback(
    (choice: CityChoice) =>
      go(withChange(state, {}), { citySlug: choice.kind === 'city' ? choice.slug : null, nearby: choice.kind === 'nearby' }, { focus: 'city' }),
    [go, state],
  );
  const onNearby = useCallback((on: boolean) => go(withChange(state, {}), { citySlug: null, nearby: on }), [go, state]);

  // The search bar's props, but for its filters button (the map names its zone itself).
  const bar = {
    state,
    onChange,
    cityLabel: nearby ? NEARBY_LABEL : cityName,
    onCity,
    filterCount: activeFilterCount(state, nearby || zone !== null),
    place: { citySlug, near },
  };
  return { state, near, geoReady, cityData, cityName, unknownCity, input, search, shown, list, problem, go, onChange, onNearby, bar };
}
