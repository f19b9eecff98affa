import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';
import { ADMIN_PATHS } from './paths';

/** The admin areas (SPEC §2), under /a/{secret segment}; their code: ./pages.ts. */
export const adminRoutes = ADMIN_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
