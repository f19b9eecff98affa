import { lazyPage } from '../../app/lazy-page';
import { Route } from 'react-router-dom';

const ProfilePage = lazyPage(() => import('./pages/ProfilePage'));
const PublicProfilePage = lazyPage(() => import('./pages/PublicProfilePage'));
const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'));
const RestaurateurLoginPage = lazyPage(() => import('./pages/RestaurateurLoginPage'));
const AdminAreaPage = lazyPage(() => import('./pages/AdminAreaPage'));

/** Account pages (SPEC §2 route table); the admin areas live under /a/{secret segment}. */
export const accountRoutes = [
  <Route key="profile" path="/profilScreen" element={<ProfilePage />} />,
  <Route key="public-profile" path="/profilForVisitor/:idUser" element={<PublicProfilePage />} />,
  <Route key="reset" path="/reset-password/:token" element={<ResetPasswordPage />} />,
  <Route key="restaurateur" path="/restaurateurLogin" element={<RestaurateurLoginPage />} />,
  <Route key="admin" path="/a/:secret/*" element={<AdminAreaPage />} />,
];
