import { Route } from 'react-router-dom';
import { CITY_PATTERN } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

const CityPage = lazyPage(() => import('./pages/CityPage'));

/** /{city} (SPEC §2): static segments of the other features win over it. */
export const geoRoutes = [<Route key="city" path={CITY_PATTERN} element={<CityPage />} />];
