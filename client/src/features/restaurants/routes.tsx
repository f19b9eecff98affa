import { Route } from 'react-router-dom';
import { HOME_PATH, NEARBY_PATH, RESTAURANT_PATTERN } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

const HomePage = lazyPage(() => import('./pages/HomePage'));
const NearbyPage = lazyPage(() => import('./pages/NearbyPage'));
const RestaurantPage = lazyPage(() => import('./pages/RestaurantPage'));

/** Home, nearby and restaurant pages (SPEC §2); the city page is geo's. */
export const restaurantRoutes = [
  <Route key="home" path={HOME_PATH} element={<HomePage />} />,
  <Route key="nearby" path={NEARBY_PATH} element={<NearbyPage />} />,
  <Route key="restaurant" path={RESTAURANT_PATTERN} element={<RestaurantPage />} />,
];
