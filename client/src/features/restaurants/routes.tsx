import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { NEARBY_SLUG } from '../../../../common/search-url';

const HomePage = lazyPage(() => import('./pages/HomePage'));
const CityPage = lazyPage(() => import('./pages/CityPage'));
const NearbyPage = lazyPage(() => import('./pages/NearbyPage'));
const RestaurantPage = lazyPage(() => import('./pages/RestaurantPage'));

/** Home, nearby, city and restaurant pages (SPEC §2); static segments win over /:city. */
export const restaurantRoutes = [
  <Route key="home" path="/" element={<HomePage />} />,
  <Route key="nearby" path={`/${NEARBY_SLUG}`} element={<NearbyPage />} />,
  <Route key="restaurant" path="/restaurant/:city/:segment" element={<RestaurantPage />} />,
  <Route key="city" path="/:city" element={<CityPage />} />,
];
