import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CITY_SLUG } from '../../../../../common/constants';
import { cityPath, HOME_PATH, MAP_PATH, NEARBY_PATH } from '../../../../../common/page-addresses';
import { useCityPageQuery, useMapPinsQuery, useSearchRestaurantsQuery } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { usePageMeta } from '../../../ui/head-meta';
import { MAP_META } from '../../../../../common/static-pages';
import { Loading } from '../../../ui/Loading';
import { Pagination } from '../../../ui/Pagination';
import { useConsent } from '../../consent/consent-context';
import { useSiteInfo } from '../../../ui/site-info';
import { RestaurantList } from '../../restaurants/components/RestaurantList';
import { activeFilterCount, NEARBY_LABEL, parseSearch, searchInputOf, searchString, toSearchParams, withChange, type SearchState } from '../../../../../common/search-url';
import type { CityChoice } from '../../geo/components/CityBox';
import { SearchBar } from '../../restaurants/components/SearchBar';
import { useGeolocation } from '../../restaurants/hooks/useGeolocation';
import '../../../styles/map.css';
import { mapSearch, parseZone, type MapPlace } from '../map-href';
import { MAP_PIN_LIMIT } from '../../../../../common/constants';
import type { SearchedZone } from '../map-view';
import { ListOutcome, SearchNotices } from '../../restaurants/components/SearchNotices';
import { networkProblem } from '../../../../../common/network-messages';

const RestaurantMap = lazy(() => import('../components/RestaurantMap'));
// Without a Google key: OpenStreetMap tiles, drawn by Leaflet (issue 15), loaded only here and only after consent.
const OsmRestaurantMap = lazy(() => import('../components/OsmRestaurantMap'));
const FiltersPanel = lazy(() => import('../../restaurants/components/FiltersPanel').then((m) => ({ default: m.FiltersPanel })));

/** What the city box shows for a zone chosen on the map. */
const ZONE_LABEL = 'Zone de la carte';

/**
 * /map: the restaurants of the current search (same query parameters as the list, plus `ville`, `proximite=1` or
 * `zone`), with the list's search bar and filters (issue 15). The map shows every restaurant of the search, grouped
 * (mapPins, issue 25), and searches again where the person moved it; the list below keeps its pages of 30. On a phone
 * the map comes first, the search bar under it.
 */
export default function MapPage() {
  usePageMeta(MAP_META);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearch(params), [params]);
  const rawCity = params.get('ville');
  const zone = parseZone(params.get('zone'));
  const nearby = !zone && params.get('proximite') === '1';
  const citySlug = !zone && !nearby && rawCity && CITY_SLUG.test(rawCity) ? rawCity : null;
  const geo = useGeolocation(nearby);
  const zoneLat = zone?.lat;
  const zoneLng = zone?.lng;
  const searchedZone: SearchedZone | null = useMemo(
    () => (zoneLat != null && zoneLng != null ? { lat: zoneLat, lng: zoneLng, radiusKm: state.distance } : null),
    [zoneLat, zoneLng, state.distance],
  );
  const near = searchedZone ?? (nearby && geo.status === 'granted' ? { lat: geo.lat, lng: geo.lng, radiusKm: state.distance } : null);
  const geoReady = !nearby || geo.status !== 'pending';
  const cityQuery = useCityPageQuery({ variables: { slug: citySlug ?? '', texts: 'CITY', department: false }, skip: !citySlug });
  const cityName = cityQuery.data?.cityPage?.__typename === 'CityPage' ? cityQuery.data.cityPage.city.name : '';
  const [filtersOpen, setFiltersOpen] = useState(false);

  const go = useCallback(
    (next: SearchState, place: MapPlace, options?: { replace?: boolean; focus?: 'city' }) =>
      navigate({ pathname: MAP_PATH, search: mapSearch(toSearchParams(next), place) }, { replace: options?.replace, state: options?.focus ? { focus: options.focus } : undefined }),
    [navigate],
  );
  const onChange = useCallback(
    (next: SearchState, options?: { replace?: boolean }) =>
      go(next, { citySlug, nearby, zone: zoneLat != null && zoneLng != null ? { lat: zoneLat, lng: zoneLng } : null }, options),
    [go, citySlug, nearby, zoneLat, zoneLng],
  );
  const onSearchArea = useCallback(
    (area: SearchedZone) => go(withChange(state, { distance: area.radiusKm }), { citySlug: null, nearby: false, zone: { lat: area.lat, lng: area.lng } }),
    [go, state],
  );
  const onCity = (choice: CityChoice) =>
    go(withChange(state, {}), { citySlug: choice.kind === 'city' ? choice.slug : null, nearby: choice.kind === 'nearby' }, { focus: 'city' });
  const onNearby = (on: boolean) => go(withChange(state, {}), { citySlug: on ? null : citySlug, nearby: on });
  const { analytics, openPreferences } = useConsent();
  const { info, error: infoError } = useSiteInfo();
  const [mapFailed, setMapFailed] = useState(false);
  const onMapError = useCallback(() => setMapFailed(true), []);

  const apiKey = info?.mapsEnabled && analytics && !mapFailed ? info.mapsApiKey : null;
  const osm = info && !info.mapsEnabled && analytics ? info : null;

  const input = searchInputOf(state, { citySlug, near });
  const search = useSearchRestaurantsQuery({ variables: { input }, skip: !geoReady });
  // Every restaurant of the search for the map, whatever page of the list is shown.
  const pinsQuery = useMapPinsQuery({ variables: { input: { ...input, page: 1 } }, skip: !geoReady || !(apiKey || osm) });
  const pinsResult = (pinsQuery.data ?? pinsQuery.previousData)?.mapPins;
  const pins = pinsResult?.__typename === 'MapPins' ? pinsResult : null;
  const shown = search.data ?? search.previousData;
  const result = shown?.searchRestaurants;
  const list = result?.__typename === 'SearchResult' ? result : null;
  const problem = result && result.__typename !== 'SearchResult' ? result.message : null;

  const listHref = `${nearby ? NEARBY_PATH : citySlug ? cityPath(citySlug) : HOME_PATH}${searchString(state)}`;
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  let unavailable: string | null = null;
  if (infoError && !info) unavailable = 'La carte n’est pas disponible : la configuration du site n’a pas pu être chargée. Voici la liste des restaurants de votre recherche.';
  else if (info && !analytics) {
    unavailable = `La carte n’est pas disponible : elle utilise ${info.mapsEnabled ? 'Google Maps' : 'OpenStreetMap'}, qui ne se charge qu’avec votre accord (« Mesure d’audience et carte »). Voici la liste des restaurants de votre recherche.`;
  }
  else if (mapFailed) unavailable = 'La carte n’est pas disponible : Google Maps n’a pas pu être chargé. Voici la liste des restaurants de votre recherche.';
  const mapLoading = <div className="map-view__canvas map-view__canvas--loading"><Loading /></div>;

  return (
    <>
      <HeaderBar title="Carte des restaurants" back={listHref} />
      <main id="contenu" className="map-layout">
        <div className="search-band map-layout__search">
          <div className="search-band__inner">
            <h1 className="search-band__title">Carte des restaurants</h1>
            <SearchBar
              state={state}
              onChange={onChange}
              cityLabel={zone ? ZONE_LABEL : nearby ? NEARBY_LABEL : cityName}
              onCity={onCity}
              filterCount={activeFilterCount(state, nearby || zone != null)}
              onOpenFilters={() => setFiltersOpen(true)}
              place={{ citySlug, near }}
            />
          </div>
        </div>
        <section className="page map-page map-layout__map" aria-label="Carte">
          <div className="map-page__head">
            <p className="results__total" aria-live="polite">
              {list && !list.closest ? `${list.total.toLocaleString('fr-FR')} restaurant${list.total > 1 ? 's' : ''}${list.pageCount > 1 ? ` · page ${list.page} sur ${list.pageCount}` : ''}` : ''}
            </p>
          </div>
          {unavailable && (
            <div className="notice map-page__notice" role="status">
              <p>{unavailable}</p>
              {info && !analytics && (
                <button type="button" className="button map-page__consent" onClick={openPreferences}>
                  Gérer mes cookies
                </button>
              )}
            </div>
          )}
          {(apiKey || osm) && !pins && pinsQuery.loading && mapLoading}
          {apiKey && pins && (
            <Suspense fallback={mapLoading}>
              <RestaurantMap apiKey={apiKey} pins={pins.pins} zone={searchedZone} onSearchArea={onSearchArea} onError={onMapError} />
            </Suspense>
          )}
          {osm && pins && (
            <Suspense fallback={mapLoading}>
              <OsmRestaurantMap pins={pins.pins} zone={searchedZone} onSearchArea={onSearchArea} tileUrl={osm.mapTileUrl} attribution={osm.mapTileAttribution} />
            </Suspense>
          )}
          {pins?.truncated && (
            <p className="notice" role="status">
              La carte montre les {MAP_PIN_LIMIT.toLocaleString('fr-FR')} premiers restaurants de la liste : précisez la recherche pour voir les autres.
            </p>
          )}
          {pinsQuery.error && (
            <p className="notice notice--error" role="alert">
              {networkProblem('Impossible de placer les restaurants sur la carte.')}
            </p>
          )}
        </section>
        <section className="page map-page__list map-layout__list" aria-labelledby="map-list-title">
          <h2 id="map-list-title" className="visually-hidden">Liste des restaurants</h2>
          <SearchNotices problem={problem} closest={!!list?.closest} relaxed={list?.relaxed} />
          {nearby && (geo.status === 'denied' || geo.status === 'unsupported') && (
            <p className="notice" role="status">
              Votre position n’est pas disponible (géolocalisation refusée ou non prise en charge) : la carte montre les restaurants de tout le
              Maine-et-Loire.
            </p>
          )}
          {((search.loading && !shown) || !geoReady) && <Loading />}
          <ListOutcome failed={!!search.error} empty={!!list && list.items.length === 0 && !list.closest} />
          {list && (
            <>
              <RestaurantList items={list.items} />
              <Pagination page={list.page} pageCount={list.pageCount} onChange={goToPage} />
            </>
          )}
        </section>
      </main>
      <Footer />
      {filtersOpen && (
        <Suspense fallback={<Loading overlay />}>
          <FiltersPanel
            state={state}
            nearby={nearby || zone != null}
            total={list ? (list.closest ? 0 : list.total) : null}
            onChange={onChange}
            onNearby={onNearby}
            onClose={() => setFiltersOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
