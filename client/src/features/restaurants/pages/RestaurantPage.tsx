import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { HOME_PATH } from '../../../../../common/page-addresses';
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
import { usePageAudience } from '../components/restaurant/audience';
import { BookingTab } from '../components/restaurant/BookingTab';
import { InfoTab } from '../components/restaurant/InfoTab';
import { MenuTab } from '../components/restaurant/MenuTab';
import { RestaurantHero } from '../components/restaurant/RestaurantHero';
import { RestaurantTabs } from '../components/restaurant/RestaurantTabs';
import { TodayBar } from '../components/restaurant/TodayBar';
import { Reviews } from '../components/restaurant/Reviews';
import { preloadedMenu, preloadedRestaurant } from '../restaurant-page-data';
import { TAB_BOOKING, TAB_MENU, TAB_RESTAURANT, type MenuData, type RestaurantData, type TabValue } from '../restaurant-types';
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

/** The page and its menu: sent with a published page (read once and shown, not normalised into the cache), else queried. */
function useRestaurantData(idUrl: string, previewToken: string | null) {
  const preloadedPage = preloadedRestaurant(idUrl, previewToken);
  const preloadedMenuData = preloadedMenu(idUrl, previewToken);
  const page = useRestaurantPageQuery({ variables: { idUrl, previewToken }, fetchPolicy: 'no-cache', skip: preloadedPage !== null });
  const menu = useRestaurantMenuQuery({ variables: { idUrl, previewToken }, fetchPolicy: 'no-cache', skip: preloadedMenuData !== null });
  const menuResult = preloadedMenuData ?? menu.data;
  return {
    result: (preloadedPage ?? page.data)?.restaurant,
    failed: Boolean(page.error),
    menuData: menuResult?.restaurantMenu.__typename === 'Menu' ? menuResult.restaurantMenu : null,
    menuLoading: menu.loading,
  };
}

/**
 * The src=home marker and the list to return to only say where the visitor came from: dropped from the address once
 * loaded, the list kept in the history entry (a reload keeps it) for the back button.
 */
function useReturnTo(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = safeReturnPath((location.state as { returnTo?: string } | null)?.returnTo ?? new URLSearchParams(location.search).get(RETURN_PARAM));
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('src') && !params.has(RETURN_PARAM)) return;
    params.delete('src');
    params.delete(RETURN_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: returnTo ? { returnTo } : null });
  }, [location.search, location.pathname, location.hash, navigate, returnTo]);
  return returnTo;
}

function RestaurantView({ idUrl, previewToken }: { idUrl: string; previewToken: string | null }) {
  const location = useLocation();
  const [fromHome] = useState(() => new URLSearchParams(location.search).get('src') === 'home');
  const overlay = useOverlay(fromHome);
  const { result, failed, menuData, menuLoading } = useRestaurantData(idUrl, previewToken);
  const returnTo = useReturnTo();
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
  if (!r) return <RestaurantLoading back={returnTo ?? true} failed={failed} />;
  return (
    <>
      <HeaderBar title={r.name} back={returnTo ?? true} />
      <RestaurantMain restaurant={r} menuData={menuData} menuLoading={menuLoading} />
      <Footer />
      {overlay && (
        <div className="page-overlay" aria-hidden="true">
          <Loading />
        </div>
      )}
    </>
  );
}

function RestaurantLoading({ back, failed }: { back: string | true; failed: boolean }) {
  return (
    <>
      <HeaderBar title="Restaurant" back={back} />
      <main id="contenu" className="page page--center">
        {failed ? (
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

function RestaurantMain({ restaurant: r, menuData, menuLoading }: { restaurant: RestaurantData; menuData: MenuData | null; menuLoading: boolean }) {
  const [tab, setTab] = useState<TabValue>(TAB_MENU);
  return (
    <main id="contenu" className="page restaurant-page">
      {!r.published && (
        <p className="notice" role="status">
          Aperçu : cette page n’est pas encore publiée.
        </p>
      )}
      <RestaurantHero restaurant={r} />
      <TodayBar restaurant={r} preview={!r.published} />
      <RestaurantTabs
        value={tab}
        onChange={setTab}
        panels={{
          [TAB_RESTAURANT]: <InfoTab restaurant={r} />,
          [TAB_MENU]: <MenuTab menu={menuData} loading={menuLoading} />,
          [TAB_BOOKING]: <BookingTab restaurant={r} />,
        }}
      />
      <Reviews idUrl={r.idUrl} reviews={r.reviews} rating={r.rating} reviewCount={r.reviewCount} />
    </main>
  );
}
