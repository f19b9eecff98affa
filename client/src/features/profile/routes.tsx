import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';
import { PROFILE_PATHS } from './paths';

/** The signed-in customer's own page (SPEC §2): profile, favourites, reviews; its code: ./pages.ts. */
export const profileRoutes = PROFILE_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
