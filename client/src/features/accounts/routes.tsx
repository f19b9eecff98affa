import { Route } from 'react-router-dom';
import { PUBLIC_PROFILE_PATTERN, RESET_PASSWORD_PATTERN } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';
import { PrivatePage } from '../../app/private-page';

const PublicProfilePage = lazyPage(() => import('./pages/PublicProfilePage'));

/** Account pages (SPEC §2 route table); the customer's own page is the profile feature's, the admin areas the admin feature's. Private ones' code: ./pages.ts. */
export const accountRoutes = [
  <Route key={RESET_PASSWORD_PATTERN} path={RESET_PASSWORD_PATTERN} element={<PrivatePage />} />,
  <Route key="public-profile" path={PUBLIC_PROFILE_PATTERN} element={<PublicProfilePage />} />,
];
