import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

const RegisterPage = lazyPage(() => import('./pages/RegisterPage'));

/** The registration wizard (SPEC §2), behind its own link check. */
export const registrationRoutes = [<Route key="register" path="/register/restaurateur" element={<RegisterPage />} />];
