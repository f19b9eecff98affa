import { ofName } from '../../../../../common/french';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { HOME_PATH } from '../../../../../common/page-addresses';
import { AveragePrice } from '../components/AveragePrice';
import { formatCuisines, formatRating, formatReviewCount } from '../../../../../common/format';
import { HERO_IMAGE_SIZES, imageSrcSet } from '../../../../../common/media';
import { restaurantMeta } from '../../../../../common/restaurant-meta';
import { parseRestaurantSegment } from '../../../../../common/slug';
import { RETURN_PARAM, safeReturnPath } from '../../../../../common/search-url';
import { restaurantJsonLd } from '../../../../../common/structured-data';
import { useRestaurantMenuQuery, useRestaurantPageQuery } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { usePageMeta } from '../../../ui/head-meta';
import { usePageJsonLd } from '../../../ui/page-json-ld';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { FavouriteButton } from '../../favourites';
import { usePageAudience } from '../components/restaurant/audience';
import { BookingTab } from '../components/restaurant/BookingTab';
import { FiltersSummary } from '../components/restaurant/FiltersBlock';
import { InfoTab } from '../components/restaurant/InfoTab';
import { MenuTab } from '../components/restaurant/MenuTab';
import { RestaurantTabs } from '../components/restaurant/RestaurantTabs';
import { TodayBar } from '../components/restaurant/TodayBar';
import { Reviews } from '../components/restaurant/Reviews';
import { preloadedMenu, preloadedRestaurant } from '../restaurant-page-data';
import { TAB_BOOKING, TAB_MENU, TAB_RESTAURANT, type TabValue } from '../restaurant-types';
import '../../../styles/restaurant-page.css';
import { networkProblem } from '../../../../../common/network-messages';

const OVERLAY_MS = 2300;

// Rarely shown (a restaurant no longer on line): its result cards stay out of the restaurant page's chunk.
const OfflineRestaurant = lazy(() => import('../components/restaurant/OfflineRestaurant').then((m) => ({ default: m.OfflineRestaurant })));

/** Clears after 2.3 s (SPEC §2); never shown when the visitor comes from the result list (src=home). */
function useOverlay(fromHome: boolean): boolean {
  const [visible, setVisible] = useState(!fromHome);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  return visible;
}

export default function RestaurantPage() {
  const { segment = '' } = useParams();
  const parsed = parseRestaurantSegment(segment);
  if (!parsed) return <Navigate to={HOME_PATH} replace />;
  return <RestaurantView key={parsed.idUrl} idUrl={parsed.idUrl} previewToken={parsed.previewToken ?? null} />;
}

function RestaurantView({ idUrl, previewToken }: { idUrl: string; previewToken: string | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [fromHome] = useState(() => new URLSearchParams(location.search).get('src') === 'home');
  const overlay = useOverlay(fromHome);
  const [tab, setTab] = useState<TabValue>(TAB_MENU);
  // Sent with the page when it is a published one; read once and shown, not normalised into the cache.
  const preloadedPage = preloadedRestaurant(idUrl, previewToken);
  const preloadedMenuData = preloadedMenu(idUrl, previewToken);
  const page = useRestaurantPageQuery({ variables: { idUrl, previewToken }, fetchPolicy: 'no-cache', skip: preloadedPage !== null });
  const menu = useRestaurantMenuQuery({ variables: { idUrl, previewToken }, fetchPolicy: 'no-cache', skip: preloadedMenuData !== null });
  const pageData = preloadedPage ?? page.data;
  const menuResult = preloadedMenuData ?? menu.data;

  // The src=home marker and the list to return to only say where the visitor came from: dropped from the address once
  // loaded, the list kept in the history entry (a reload keeps it) for the back button.
  const returnTo = safeReturnPath((location.state as { returnTo?: string } | null)?.returnTo ?? new URLSearchParams(location.search).get(RETURN_PARAM));
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('src') && !params.has(RETURN_PARAM)) return;
    params.delete('src');
    params.delete(RETURN_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: returnTo ? { returnTo } : null });
  }, [location.search, location.pathname, location.hash, navigate, returnTo]);

  const result = pageData?.restaurant;
  const r = result?.__typename === 'Restaurant' ? result : null;
  usePageMeta(r ? restaurantMeta(r) : null);
  usePageJsonLd(r ? restaurantJsonLd(r, window.location.origin) : null);
  usePageAudience(r?.published && !previewToken ? r.idUrl : null);

  if (result?.__typename === 'NotFoundError') return <Navigate to={HOME_PATH} replace />;
  if (result?.__typename === 'RestaurantOffline') {
    return (
      <>
        <HeaderBar title="Restaurant" back={returnTo ?? true} />
        <Suspense fallback={<Loading />}>
          <OfflineRestaurant restaurant={result} />
        </Suspense>
        <Footer />
      </>
    );
  }
  const menuData = menuResult?.restaurantMenu.__typename === 'Menu' ? menuResult.restaurantMenu : null;

  if (!r) {
    return (
      <>
        <HeaderBar title="Restaurant" back={returnTo ?? true} />
        <main id="contenu" className="page page--center">
          {page.error ? (
            <p className="notice notice--error" role="alert">
              {networkProblem('Impossible de charger ce restaurant.')}
            </p>
          ) : (
            <Loading />
          )}
        </main>
      </>
    );
  }

  const rating = formatRating(r.rating);
  const front = r.photos.find((p) => p.kind === 'devanture') ?? r.photos[0];
  const cuisines = formatCuisines(r.cuisines);
  return (
    <>
      <HeaderBar title={r.name} back={returnTo ?? true} />
      <main id="contenu" className="page restaurant-page">
        {!r.published && (
          <p className="notice" role="status">
            Aperçu : cette page n’est pas encore publiée.
          </p>
        )}
        <div className="restaurant-hero">
          <div className="restaurant-hero__text">
            <p className="restaurant-hero__eyebrow">
              {r.types.join(' · ')}
              {r.isNew && <span className="card__badge card__badge--inline">{r.name.length > 26 ? 'NOUV. !' : 'NOUVEAU !'}</span>}
            </p>
            <div className="restaurant-hero__title">
              <h1 className="restaurant-hero__name">{r.name}</h1>
              <FavouriteButton idUrl={r.idUrl} name={r.name} className="favourite--page" />
            </div>
            <p className="restaurant-hero__meta">
              {rating && (
                <span className="card__rating">
                  <span aria-hidden="true">★</span> {rating}
                </span>
              )}
              <span>{formatReviewCount(r.reviewCount)}</span>
              <span>
                <AveragePrice averagePrice={r.averagePrice} />
              </span>
            </p>
            {cuisines && <p className="restaurant-hero__cuisines">{cuisines}</p>}
            <p className="restaurant-hero__address">
              {r.address.street}, {r.address.postalCode} {r.address.city}
            </p>
            <FiltersSummary filters={r.filters} />
          </div>
          {front && (
            <img
              className="restaurant-hero__img"
              src={front.url}
              srcSet={imageSrcSet(front.url, front.width) || undefined}
              sizes={HERO_IMAGE_SIZES}
              alt={front.alt || `Devanture ${ofName(r.name)}`}
              width={front.width}
              height={front.height}
              fetchPriority="high"
            />
          )}
        </div>
        <TodayBar restaurant={r} preview={!r.published} />
        <RestaurantTabs
          value={tab}
          onChange={setTab}
          panels={{
            [TAB_RESTAURANT]: <InfoTab restaurant={r} />,
            [TAB_MENU]: <MenuTab menu={menuData} loading={menu.loading} />,
            [TAB_BOOKING]: <BookingTab restaurant={r} />,
          }}
        />
        <Reviews idUrl={r.idUrl} reviews={r.reviews} rating={r.rating} reviewCount={r.reviewCount} />
      </main>
      <Footer />
      {overlay && (
        <div className="page-overlay" aria-hidden="true">
          <Loading />
        </div>
      )}
    </>
  );
}
