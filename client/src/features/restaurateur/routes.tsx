import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

const InfoPage = lazyPage(() => import('./pages/InfoPage'));

/** The restaurateur's space (issue 12): each page behind the restaurateur guard, lazy. /modifyInfo/{encodedData}: INFO_SECTIONS names the part opened. */
export const restaurateurRoutes = [
  <Route key="modify-info" path="/modifyInfo" element={<InfoPage />} />,
  <Route key="modify-info-part" path="/modifyInfo/:encodedData" element={<InfoPage />} />,
];
