import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

const CityPage = lazyPage(() => import('./pages/CityPage'));

/** /{city} (SPEC §2): static segments of the other features win over it. */
export const geoRoutes = [<Route key="city" path="/:city" element={<CityPage />} />];
