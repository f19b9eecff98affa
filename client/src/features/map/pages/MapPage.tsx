import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CITY_SLUG } from '../../../../../common/constants';
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
import { MapSection } from '../components/MapSection';
import type { SearchedZone } from '../map-view';
import { parseZone } from '../map-zone';

const FiltersPanel = lazy(() => import('../filters-panel'));

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
