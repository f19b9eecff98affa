import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PAGE_LD_ID } from '../../../../../common/constants';
import { cityPath, HOME_PATH, NEARBY_PATH } from '../../../../../common/page-addresses';
import { SORT_LABELS, type SortKey } from '../../../../../common/search';
import type { SiteTextsPage } from '../../../graphql/__generated__/graphql';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { RestaurantList } from '../components/RestaurantList';
import { SearchBar } from '../components/SearchBar';
import { useSwipeToFilters } from '../hooks/useSwipeToFilters';
import type { GeolocationState } from '../hooks/useGeolocation';
import { useRestaurantSearch } from '../hooks/useRestaurantSearch';
import { cityHeading, HOME_HEADING, NEARBY_HEADING, searchString, toSearchParams, withChange, type SearchState } from '../../../../../common/search-url';
import type { SearchPlace } from '../map-href';
import { MapLink } from '../components/MapLink';
import { useIsPhone } from '../../../ui/useIsPhone';
import { AnnouncementBanner, HomeIntro, ListOutcome, SearchNotices } from '../components/SearchNotices';

// Below the list or opened on demand: out of the first download of the page.
const CityFooter = lazy(() => import('../components/CityFooter').then((m) => ({ default: m.CityFooter })));
const FiltersPanel = lazy(() => import('../components/FiltersPanel').then((m) => ({ default: m.FiltersPanel })));
const Footer = lazy(() => import('../../../ui/Footer').then((m) => ({ default: m.Footer })));
const SearchHead = lazy(() => import('../components/SearchHead'));
const Pagination = lazy(() => import('../../../ui/Pagination').then((m) => ({ default: m.Pagination })));

/** The nearby page asks for the position (NearbyPage) and gives its state. */
type Mode = { kind: 'home' } | { kind: 'city'; slug: string } | { kind: 'nearby'; geo: GeolocationState };

/** The list page of a search at a place. */
const listAddress = (next: SearchState, place: SearchPlace) => ({
  pathname: place.nearby ? NEARBY_PATH : place.citySlug ? cityPath(place.citySlug) : HOME_PATH,
  search: searchString(next),
});
/** The nearby page's position when it is not the nearby page: never asked. */
const NO_POSITION: GeolocationState = { status: 'unsupported' };

export function SearchPage({ mode }: { mode: Mode }) {
  const accountDeleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted;
  const nearby = mode.kind === 'nearby';
  const [filtersOpen, setFiltersOpen] = useState(false);
  useSwipeToFilters(useIsPhone(), filtersOpen, setFiltersOpen);

  // A city page shows its commune's block; the home and nearby pages the département's (issue 25).
  const citySlug = mode.kind === 'city' ? mode.slug : null;
  const texts: SiteTextsPage = mode.kind === 'home' ? 'HOME' : mode.kind === 'city' ? 'CITY' : 'NEARBY';
  const { state, near, geoReady, cityData, cityName, unknownCity, input, search, shown, list, problem, onChange, onNearby, bar } = useRestaurantSearch({
    place: { citySlug, nearby },
    geo: mode.kind === 'nearby' ? mode.geo : NO_POSITION,
    addressOf: listAddress,
    listTexts: texts,
  });
  const siteTexts = cityData?.siteTexts;
  const hasPlace = citySlug !== null || near !== null;

  // The list's schema.org data (the server's, then SearchHead's) leaves with the page, even before SearchHead has loaded.
  useEffect(() => () => document.getElementById(PAGE_LD_ID)?.remove(), []);

  if (unknownCity) return <Navigate to={HOME_PATH} replace />;

  const heading = nearby ? NEARBY_HEADING : mode.kind === 'city' ? cityHeading(cityName || '…') : HOME_HEADING;
  // The filter panel's count is the search's own: none match when the list shows the closest restaurants (issue 15).
  const total = list ? (list.closest ? 0 : list.total) : null;

  return (
    <>
      <HeaderBar title={<span className="visually-hidden">Recherche</span>}>
        <MapLink search={toSearchParams(state)} citySlug={citySlug} nearby={nearby} />
      </HeaderBar>
      <AnnouncementBanner text={siteTexts?.banner} />
      <SearchBand heading={heading} intro={siteTexts?.intro}>
        <SearchBar {...bar} onOpenFilters={() => setFiltersOpen(true)} />
      </SearchBand>
      <main id="contenu" className={list ? 'page results' : 'page results results--pending'}>
        <ResultsHead
          total={list && !list.closest ? `${list.total.toLocaleString('fr-FR')} restaurant${list.total > 1 ? 's' : ''}` : ''}
          sort={input.sort}
          sortOptions={hasPlace ? ['RATING', 'PRICE', 'DISTANCE'] : ['RATING', 'PRICE']}
          onSort={(key) => onChange(withChange(state, { sort: key }))}
        />
        {/* The profile's deletion lands here (issue 15): the home page says the account is gone. */}
        <SearchNotices problem={problem} closest={!!list?.closest} relaxed={list?.relaxed} accountDeleted={accountDeleted} />
        {(!geoReady || (search.loading && !shown)) && <Loading />}
        <ListOutcome failed={!!search.error} empty={!!list && list.items.length === 0 && !list.closest} />
        {list && (
          <div className={search.loading ? 'results__list results__list--busy' : 'results__list'} aria-busy={search.loading}>
            {!list.closest && <h2 className="visually-hidden">Liste des restaurants</h2>}
            <RestaurantList items={list.items} />
            <Suspense fallback={null}>
              <Pagination page={list.page} pageCount={list.pageCount} onChange={(page) => onChange({ ...state, page })} />
            </Suspense>
          </div>
        )}
        {/* Shown once the list is there, so it never appears first and then jumps down (layout shift). */}
        {(list || problem || search.error) && (
          <Suspense fallback={null}>
            <CityFooter answer={cityData ?? null} faq={siteTexts?.faq ?? []} />
            <SearchHead kind={mode.kind} cityName={cityName} items={nearby ? [] : (list?.items ?? [])} name={heading} />
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

function SearchBand({ heading, intro, children }: { heading: string; intro: string | null | undefined; children: ReactNode }) {
  return (
    <div className="search-band">
      <div className="search-band__inner">
        <h1 className="search-band__title">{heading}</h1>
        <HomeIntro text={intro} />
        {children}
      </div>
    </div>
  );
}

interface ResultsHeadProps {
  total: string;
  sort: SortKey;
  sortOptions: SortKey[];
  onSort: (sort: SortKey) => void;
}

function ResultsHead({ total, sort, sortOptions, onSort }: ResultsHeadProps) {
  return (
    <div className="results__head">
      <p className="results__total" aria-live="polite">
        {total}
      </p>
      <label className="results__sort">
        <span>Trier par</span>
        <select value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
          {sortOptions.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
