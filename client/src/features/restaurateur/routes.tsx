import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';
import { RESTAURATEUR_PATHS } from './paths';

/** The restaurateur's space (SPEC §2, issue 12), each page behind RestaurateurGuard; their code: ./pages.ts. /modifyInfo/{encodedData}: INFO_SECTIONS names the part opened. */
export const restaurateurRoutes = RESTAURATEUR_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
