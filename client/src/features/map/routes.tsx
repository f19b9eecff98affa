import { MAP_PATH } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';
import { Route } from 'react-router-dom';

const MapPage = lazyPage(() => import('./pages/MapPage'));

/** The map (SPEC §2), reached from the top bar link /map?via=home. */
export const mapRoutes = [<Route key="map" path={MAP_PATH} element={<MapPage />} />];
