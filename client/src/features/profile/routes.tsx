import { Route } from 'react-router-dom';
import { PROFILE_PATH } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** The signed-in customer's own page (SPEC §2): profile, favourites, reviews; its code: ./pages.ts. */
export const profileRoutes = [<Route key={PROFILE_PATH} path={PROFILE_PATH} element={<PrivatePage />} />];
