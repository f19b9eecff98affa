import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';
import { LEGAL_PATHS } from './paths';

/** Static and legal pages (SPEC §2); both spellings of the sales terms lead to the same page. Their code: ./pages.ts. */
export const legalRoutes = LEGAL_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
