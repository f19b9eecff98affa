import { Route } from 'react-router-dom';
import { LEGAL_PATHS } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** Static and legal pages (SPEC §2); both spellings of the sales terms lead to the same page. Their code: ./pages.ts. */
export const legalRoutes = LEGAL_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
