import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const PublicProfilePage = lazy(() => import('./pages/PublicProfilePage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const RestaurateurLoginPage = lazy(() => import('./pages/RestaurateurLoginPage'));
const AdminAreaPage = lazy(() => import('./pages/AdminAreaPage'));

/** Account pages (SPEC §2 route table); the admin areas live under /a/{secret segment}. */
export const accountRoutes = [
  <Route key="profile" path="/profilScreen" element={<ProfilePage />} />,
  <Route key="public-profile" path="/profilForVisitor/:idUser" element={<PublicProfilePage />} />,
  <Route key="reset" path="/reset-password/:token" element={<ResetPasswordPage />} />,
  <Route key="restaurateur" path="/restaurateurLogin" element={<RestaurateurLoginPage />} />,
  <Route key="admin" path="/a/:secret/*" element={<AdminAreaPage />} />,
];
