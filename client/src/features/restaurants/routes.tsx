import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { NEARBY_SLUG } from '../../../../common/constants';

const HomePage = lazyPage(() => import('./pages/HomePage'));
const NearbyPage = lazyPage(() => import('./pages/NearbyPage'));
const RestaurantPage = lazyPage(() => import('./pages/RestaurantPage'));

/** Home, nearby and restaurant pages (SPEC §2); the city page is geo's. */
export const restaurantRoutes = [
  <Route key="home" path="/" element={<HomePage />} />,
  <Route key="nearby" path={`/${NEARBY_SLUG}`} element={<NearbyPage />} />,
  <Route key="restaurant" path="/restaurant/:city/:segment" element={<RestaurantPage />} />,
];
