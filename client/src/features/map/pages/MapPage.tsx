import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CITY_SLUG, MAP_PIN_LIMIT } from '../../../../../common/constants';
import { cityPath, HOME_PATH, MAP_PATH, NEARBY_PATH } from '../../../../../common/page-addresses';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { usePageMeta } from '../../../ui/head-meta';
import { MAP_META } from '../../../../../common/static-pages';
import { Loading } from '../../../ui/Loading';
import { Pagination } from '../../../ui/Pagination';
import {
  ListOutcome, mapSearch, RestaurantList, SearchBar, SearchNotices, useGeolocation, useRestaurantSearch, type SearchPlace,
} from '../../restaurants';
import { searchString, toSearchParams, withChange, ZONE_LABEL, type SearchState } from '../../../../../common/search-url';
import '../map.css';
import type { SearchedZone } from '../map-view';
import { parseZone } from '../map-zone';
import { networkProblem } from '../../../../../common/network-messages';
import type { SearchInput } from '../../../graphql/__generated__/graphql';
import { useMapPinsQuery } from '../../../graphql/__generated__/hooks';
import { useSiteInfo } from '../../../ui/site-info';
import { useConsent } from '../../consent';

const FiltersPanel = lazy(() => import('../filters-panel'));
const RestaurantMap = lazy(() => import('../components/RestaurantMap'));
// Without a Google key: OpenStreetMap tiles, drawn by Leaflet (issue 15), loaded only here and only after consent.
const OsmRestaurantMap = lazy(() => import('../components/OsmRestaurantMap'));

/** The map of a search at a place. */
const mapAddress = (next: SearchState, place: SearchPlace) => ({ pathname: MAP_PATH, search: mapSearch(toSearchParams(next), place) });

/** Where the map searches: a zone it was moved to (`zone`), the visitor's position (`proximite=1`) or a commune (`ville`). */
function useMapPlace(params: URLSearchParams) {
  const rawCity = params.get('ville');
  const zoneParam = params.get('zone');
  const zone = useMemo(() => parseZone(zoneParam), [zoneParam]);
  const nearby = !zone && params.get('proximite') === '1';
  const citySlug = !zone && !nearby && rawCity && CITY_SLUG.test(rawCity) ? rawCity : null;
  return { zone, nearby, citySlug };
}

/**
 * /map: the restaurants of the current search (same query parameters as the list, plus `ville`, `proximite=1` or
 * `zone`), with the list's search bar and filters (issue 15). The map shows every restaurant of the search, grouped
 * (mapPins, issue 25), and searches again where the person moved it; the list below keeps its pages of 30. On a phone
 * the map comes first, the search bar under it.
 */
export default function MapPage() {
  usePageMeta(MAP_META);
  const [params, setParams] = useSearchParams();
  const { zone, nearby, citySlug } = useMapPlace(params);
  const geo = useGeolocation(nearby);
  const { state, geoReady, input, search, shown, list, problem, go, onChange, onNearby, bar } = useRestaurantSearch({
    place: { citySlug, nearby, zone },
    geo,
    addressOf: mapAddress,
  });
  const searchedZone: SearchedZone | null = useMemo(() => (zone ? { ...zone, radiusKm: state.distance } : null), [zone, state.distance]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const onSearchArea = useCallback(
    (area: SearchedZone) => go(withChange(state, { distance: area.radiusKm }), { citySlug: null, nearby: false, zone: { lat: area.lat, lng: area.lng } }),
    [go, state],
  );

  const listHref = `${nearby ? NEARBY_PATH : citySlug ? cityPath(citySlug) : HOME_PATH}${searchString(state)}`;
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  const total = list && !list.closest ? `${list.total.toLocaleString('fr-FR')} restaurant${list.total > 1 ? 's' : ''}${list.pageCount > 1 ? ` · page ${list.page} sur ${list.pageCount}` : ''}` : '';

  return (
    <>
      <HeaderBar title="Carte des restaurants" back={listHref} />
      <main id="contenu" className="map-layout">
        <div className="search-band map-layout__search">
          <div className="search-band__inner">
            <h1 className="search-band__title">Carte des restaurants</h1>
            <SearchBar {...bar} cityLabel={zone ? ZONE_LABEL : bar.cityLabel} onOpenFilters={() => setFiltersOpen(true)} />
          </div>
        </div>
        <MapSection input={input} geoReady={geoReady} zone={searchedZone} onSearchArea={onSearchArea} total={total} />
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

/** Which map may be drawn (Google with its key, or OpenStreetMap; only with the consent), and why none when none can. */
function useMapSource() {
  const { analytics, openPreferences } = useConsent();
  const { info, error: infoError } = useSiteInfo();
  const [mapFailed, setMapFailed] = useState(false);
  const onMapError = useCallback(() => setMapFailed(true), []);
  const apiKey = info?.mapsEnabled && analytics && !mapFailed ? info.mapsApiKey : null;
  const osm = info && !info.mapsEnabled && analytics ? info : null;
  let unavailable: string | null = null;
  if (infoError && !info) unavailable = 'La carte n’est pas disponible : la configuration du site n’a pas pu être chargée. Voici la liste des restaurants de votre recherche.';
  else if (info && !analytics) {
    unavailable = `La carte n’est pas disponible : elle utilise ${info.mapsEnabled ? 'Google Maps' : 'OpenStreetMap'}, qui ne se charge qu’avec votre accord (« Mesure d’audience et carte »). Voici la liste des restaurants de votre recherche.`;
  }
  else if (mapFailed) unavailable = 'La carte n’est pas disponible : Google Maps n’a pas pu être chargé. Voici la liste des restaurants de votre recherche.';
  return { apiKey, osm, onMapError, unavailable, askConsent: info && !analytics ? openPreferences : null };
}

interface MapSectionProps {
  /** The search, whatever page of the list is shown: the map shows every restaurant of it. */
  input: SearchInput;
  geoReady: boolean;
  zone: SearchedZone | null;
  onSearchArea: (area: SearchedZone) => void;
  /** The list's count, shown above the map. */
  total: string;
}

/** The map of the search (mapPins, issue 25), or why it is not shown. */
function MapSection({ input, geoReady, zone, onSearchArea, total }: MapSectionProps) {
  const { apiKey, osm, onMapError, unavailable, askConsent } = useMapSource();
  const pinsQuery = useMapPinsQuery({ variables: { input: { ...input, page: 1 } }, skip: !geoReady || !(apiKey || osm) });
  const pinsResult = (pinsQuery.data ?? pinsQuery.previousData)?.mapPins;
  const pins = pinsResult?.__typename === 'MapPins' ? pinsResult : null;
  const mapLoading = <div className="map-view__canvas map-view__canvas--loading"><Loading /></div>;
  return (
    <section className="page map-page map-layout__map" aria-label="Carte">
      <div className="map-page__head">
        <p className="results__total" aria-live="polite">
          {total}
        </p>
      </div>
      {unavailable && (
        <div className="notice map-page__notice" role="status">
          <p>{unavailable}</p>
          {askConsent && (
            <button type="button" className="button map-page__consent" onClick={askConsent}>
              Gérer mes cookies
            </button>
          )}
        </div>
      )}
      {(apiKey || osm) && !pins && pinsQuery.loading && mapLoading}
      {apiKey && pins && (
        <Suspense fallback={mapLoading}>
          <RestaurantMap apiKey={apiKey} pins={pins.pins} zone={zone} onSearchArea={onSearchArea} onError={onMapError} />
        </Suspense>
      )}
      {osm && pins && (
        <Suspense fallback={mapLoading}>
          <OsmRestaurantMap pins={pins.pins} zone={zone} onSearchArea={onSearchArea} tileUrl={osm.mapTileUrl} attribution={osm.mapTileAttribution} />
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
  );
}
