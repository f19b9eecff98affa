import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { PrivatePage } from '../../app/private-page';
import { ACCOUNT_PRIVATE_PATHS } from './paths';

const PublicProfilePage = lazyPage(() => import('./pages/PublicProfilePage'));

/** Account pages (SPEC §2 route table); the customer's own page is the profile feature's, the admin areas the admin feature's. Private ones' code: ./pages.ts. */
export const accountRoutes = [
  ...ACCOUNT_PRIVATE_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />),
  <Route key="public-profile" path="/profilForVisitor/:idUser" element={<PublicProfilePage />} />,
];
