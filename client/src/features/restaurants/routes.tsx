import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { NEARBY_SLUG } from './search-url';

const HomePage = lazy(() => import('./pages/HomePage'));
const CityPage = lazy(() => import('./pages/CityPage'));
const NearbyPage = lazy(() => import('./pages/NearbyPage'));
const RestaurantPage = lazy(() => import('./pages/RestaurantPage'));

/** Home, nearby, city and restaurant pages (SPEC §2); static segments win over /:city. */
export const restaurantRoutes = [
  <Route key="home" path="/" element={<HomePage />} />,
  <Route key="nearby" path={`/${NEARBY_SLUG}`} element={<NearbyPage />} />,
  <Route key="restaurant" path="/restaurant/:city/:segment" element={<RestaurantPage />} />,
  <Route key="city" path="/:city" element={<CityPage />} />,
];
