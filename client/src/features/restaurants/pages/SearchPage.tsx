import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PAGE_LD_ID } from '../../../../../common/constants';
import { cityPath, HOME_PATH, NEARBY_PATH } from '../../../../../common/page-addresses';
import { SORT_LABELS, type SortKey } from '../../../../../common/search';
import { useCityPageQuery, useSearchRestaurantsQuery } from '../../../graphql/__generated__/hooks';
import type { SiteTextsPage } from '../../../graphql/__generated__/graphql';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import type { CityChoice } from '../../geo/components/CityBox';
import { RestaurantList } from '../components/RestaurantList';
import { SearchBar } from '../components/SearchBar';
import { useSwipeToFilters } from '../hooks/useSwipeToFilters';
import type { GeolocationState } from '../hooks/useGeolocation';
import { useSearchState } from '../hooks/useSearchState';
import { activeFilterCount, cityHeading, HOME_HEADING, NEARBY_HEADING, searchInputOf, toSearchParams, withChange } from '../../../../../common/search-url';
import { preloadedCity, preloadedSearch } from '../page-data';
import { MapLink } from '../../map/components/MapLink';
import { useIsPhone } from '../../../ui/useIsPhone';
import { AnnouncementBanner, HomeIntro, ListOutcome, SearchNotices } from '../components/SearchNotices';



// Below the list or opened on demand: out of the first download of the page.
const CityFooter = lazy(() => import('../../geo/components/CityFooter').then((m) => ({ default: m.CityFooter })));
const FiltersPanel = lazy(() => import('../components/FiltersPanel').then((m) => ({ default: m.FiltersPanel })));
const Footer = lazy(() => import('../../../ui/Footer').then((m) => ({ default: m.Footer })));
const SearchHead = lazy(() => import('../components/SearchHead'));
const Pagination = lazy(() => import('../../../ui/Pagination').then((m) => ({ default: m.Pagination })));

/** The nearby page asks for the position (NearbyPage) and gives its state. */
type Mode = { kind: 'home' } | { kind: 'city'; slug: string } | { kind: 'nearby'; geo: GeolocationState };

export function SearchPage({ mode }: { mode: Mode }) {
  const { state, update } = useSearchState();
  const accountDeleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted;
  const nearby = mode.kind === 'nearby';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const geo: GeolocationState = mode.kind === 'nearby' ? mode.geo : { status: 'unsupported' };
  useSwipeToFilters(useIsPhone(), filtersOpen, setFiltersOpen);

  // A city page shows its commune's block; the home and nearby pages the département's (issue 25).
  const statsSlug = mode.kind === 'city' ? mode.slug : '';
  // Results and city blocks are read once and shown, not normalised into the cache (30 cards a page: the costliest work
  // of the page's load); those the server sent with the page are not asked again.
  const texts: SiteTextsPage = mode.kind === 'home' ? 'HOME' : mode.kind === 'city' ? 'CITY' : 'NEARBY';
  const preloadedCityData = preloadedCity(statsSlug, texts);
  const cityQuery = useCityPageQuery({ variables: { slug: statsSlug, texts, department: mode.kind !== 'city' }, fetchPolicy: 'no-cache', skip: preloadedCityData !== null });
  const cityData = preloadedCityData ?? cityQuery.data;
  const cityPage = cityData?.cityPage?.__typename === 'CityPage' ? cityData.cityPage : null;
  const unknownCity = mode.kind === 'city' && cityData?.cityPage?.__typename === 'NotFoundError';
  const siteTexts = cityData?.siteTexts;

  const geoReady = !nearby || geo.status !== 'pending';
  const near = nearby && geo.status === 'granted' ? { lat: geo.lat, lng: geo.lng, radiusKm: state.distance } : null;
  const hasPlace = mode.kind === 'city' || near !== null;
  const input = searchInputOf(state, { citySlug: mode.kind === 'city' ? mode.slug : null, near });
  const sort = input.sort;
  const preloaded = preloadedSearch(input);
  const search = useSearchRestaurantsQuery({ variables: { input }, skip: !geoReady || unknownCity || preloaded !== null, fetchPolicy: 'no-cache' });
  // The last results stay on screen while the next ones load.
  const current = preloaded ?? search.data;
  const [lastShown, setLastShown] = useState(current);
  if (current && current !== lastShown) setLastShown(current);
  // A new page of results renders in the background (time-sliced), not in the one long task a data update would take.
  const shown = useDeferredValue(current ?? lastShown);
  const result = shown?.searchRestaurants;
  const list = result?.__typename === 'SearchResult' ? result : null;
  const problem = result && result.__typename !== 'SearchResult' ? result.message : null;

  const onChange = useCallback((next: typeof state, options?: { replace?: boolean }) => update(next, options), [update]);
  const onNearby = useCallback(
    (on: boolean) => update(withChange(state, {}), { pathname: on ? NEARBY_PATH : HOME_PATH }),
    [state, update],
  );
  const onCity = useCallback(
    (choice: CityChoice) => {
      const pathname = choice.kind === 'city' ? cityPath(choice.slug) : choice.kind === 'nearby' ? NEARBY_PATH : HOME_PATH;
      update(withChange(state, {}), { pathname, focus: 'city' });
    },
    [state, update],
  );

  const cityName = mode.kind === 'city' ? (cityPage?.city.name ?? '') : '';
  // The list's schema.org data (the server's, then SearchHead's) leaves with the page, even before SearchHead has loaded.
  useEffect(() => () => document.getElementById(PAGE_LD_ID)?.remove(), []);

  if (unknownCity) return <Navigate to={HOME_PATH} replace />;

  const heading = nearby ? NEARBY_HEADING : mode.kind === 'city' ? cityHeading(cityName || '…') : HOME_HEADING;
  const cityLabel = nearby ? 'À proximité' : cityName;
  // The filter panel's count is the search's own: none match when the list shows the closest restaurants (issue 15).
  const total = list ? (list.closest ? 0 : list.total) : null;
  const sortOptions: SortKey[] = hasPlace ? ['RATING', 'PRICE', 'DISTANCE'] : ['RATING', 'PRICE'];

  return (
    <>
      <HeaderBar title={<span className="visually-hidden">Recherche</span>}>
        <MapLink search={toSearchParams(state)} citySlug={mode.kind === 'city' ? mode.slug : null} nearby={nearby} />
      </HeaderBar>
      <AnnouncementBanner text={siteTexts?.banner} />
      <div className="search-band">
        <div className="search-band__inner">
          <h1 className="search-band__title">{heading}</h1>
          <HomeIntro text={siteTexts?.intro} />
          <SearchBar
            state={state}
            onChange={onChange}
            cityLabel={cityLabel}
            onCity={onCity}
            filterCount={activeFilterCount(state, nearby)}
            onOpenFilters={() => setFiltersOpen(true)}
            place={{ citySlug: input.citySlug ?? null, near: input.near ?? null }}
          />
        </div>
      </div>
      <main id="contenu" className={list ? 'page results' : 'page results results--pending'}>
        <div className="results__head">
          <p className="results__total" aria-live="polite">
            {list && !list.closest ? `${list.total.toLocaleString('fr-FR')} restaurant${list.total > 1 ? 's' : ''}` : ''}
          </p>
          <label className="results__sort">
            <span>Trier par</span>
            <select value={sort} onChange={(e) => onChange(withChange(state, { sort: e.target.value as SortKey }))}>
              {sortOptions.map((key) => (
                <option key={key} value={key}>
                  {SORT_LABELS[key]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {/* The profile's deletion lands here (issue 15): the home page says the account is gone. */}
        <SearchNotices problem={problem} closest={!!list?.closest} relaxed={list?.relaxed} accountDeleted={accountDeleted} />
        {(!geoReady || (search.loading && !shown)) && <Loading />}
        <ListOutcome failed={!!search.error} empty={!!list && list.items.length === 0 && !list.closest} />
        {list && (
          <div className={search.loading ? 'results__list results__list--busy' : 'results__list'} aria-busy={search.loading}>
            {!list.closest && <h2 className="visually-hidden">Liste des restaurants</h2>}
            <RestaurantList items={list.items} />
            <Suspense fallback={null}>
              <Pagination page={list.page} pageCount={list.pageCount} onChange={(page) => update({ ...state, page })} />
            </Suspense>
          </div>
        )}
        {/* Shown once the list is there, so it never appears first and then jumps down (layout shift). */}
        {(list || problem || search.error) && (
          <Suspense fallback={null}>
            <CityFooter answer={cityData ?? null} faq={siteTexts?.faq ?? []} />
            <SearchHead
              kind={mode.kind}
              cityName={cityName}
              items={nearby ? [] : (list?.items ?? [])}
              name={heading}
            />
          </Suspense>
        )}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {filtersOpen && (
        <Suspense fallback={<Loading overlay />}>
          <FiltersPanel state={state} nearby={nearby} total={total} onChange={onChange} onNearby={onNearby} onClose={() => setFiltersOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
