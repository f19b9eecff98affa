import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CITY_SLUG } from '../../../../../common/constants';
import { useSearchRestaurantsQuery } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { usePageMeta } from '../../../ui/head-meta';
import { MAP_META } from '../../../../../common/static-pages';
import { Loading } from '../../../ui/Loading';
import { Pagination } from '../../../ui/Pagination';
import { useConsent } from '../../consent/consent-context';
import { useSiteInfo } from '../../legal/site-info';
import { RestaurantList } from '../../restaurants/components/RestaurantList';
import { parseSearch, searchInputOf, searchString } from '../../../../../common/search-url';
import '../../../styles/map.css';
import { NO_MATCH, SearchNotices } from '../../restaurants/components/SearchNotices';

const RestaurantMap = lazy(() => import('../components/RestaurantMap'));
// Without a Google key: OpenStreetMap tiles, drawn by Leaflet (issue 15), loaded only here and only after consent.
const OsmRestaurantMap = lazy(() => import('../components/OsmRestaurantMap'));

/** /map: the restaurants of the current search (same query parameters as the list, plus `ville`). */
export default function MapPage() {
  usePageMeta(MAP_META);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const rawCity = params.get('ville');
  const citySlug = rawCity && CITY_SLUG.test(rawCity) ? rawCity : null;
  const { analytics, openPreferences } = useConsent();
  const { info, error: infoError } = useSiteInfo();
  const [mapFailed, setMapFailed] = useState(false);
  const onMapError = useCallback(() => setMapFailed(true), []);

  const input = searchInputOf(state, { citySlug, near: null });
  const search = useSearchRestaurantsQuery({ variables: { input } });
  const shown = search.data ?? search.previousData;
  const result = shown?.searchRestaurants;
  const list = result?.__typename === 'SearchResult' ? result : null;
  const problem = result && result.__typename !== 'SearchResult' ? result.message : null;

  const listHref = `/${citySlug ?? ''}${searchString(state)}`;
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
  const apiKey = info?.mapsEnabled && analytics && !mapFailed ? info.mapsApiKey : null;
  const osm = info && !info.mapsEnabled && analytics ? info : null;

  return (
    <>
      <HeaderBar title="Carte des restaurants" back={listHref} />
      <main id="contenu" className="page map-page">
        <div className="map-page__head">
          <h1 className="map-page__title">Carte des restaurants</h1>
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
        {apiKey && list && (
          <Suspense fallback={<div className="map-view__canvas map-view__canvas--loading"><Loading /></div>}>
            <RestaurantMap apiKey={apiKey} items={list.items} onError={onMapError} />
          </Suspense>
        )}
        {osm && list && (
          <Suspense fallback={<div className="map-view__canvas map-view__canvas--loading"><Loading /></div>}>
            <OsmRestaurantMap items={list.items} tileUrl={osm.mapTileUrl} attribution={osm.mapTileAttribution} />
          </Suspense>
        )}
        <SearchNotices problem={problem} closest={!!list?.closest} relaxed={list?.relaxed} />
        {search.loading && !shown && <Loading />}
        {search.error && (
          <p className="notice notice--error" role="alert">
            Impossible de charger les restaurants. Vérifiez votre connexion puis réessayez.
          </p>
        )}
        {list && list.items.length === 0 && !list.closest && <p className="notice">{NO_MATCH}</p>}
        {list && (
          <section className="map-page__list" aria-labelledby="map-list-title">
            <h2 id="map-list-title" className="visually-hidden">Liste des restaurants</h2>
            <RestaurantList items={list.items} />
            <Pagination page={list.page} pageCount={list.pageCount} onChange={goToPage} />
          </section>
        )}
      </main>
      <Footer />
    </>
  );
}
