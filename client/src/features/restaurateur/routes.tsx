import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

const MenuEditorPage = lazyPage(() => import('./pages/MenuEditorPage'));
const BookingPage = lazyPage(() => import('./pages/BookingPage'));

/** The restaurateur's space (SPEC §2, issue 12), each page behind RestaurateurGuard; /restaurateurLogin is the accounts feature's. */
export const restaurateurRoutes = [
  <Route key="modify-menu" path="/modifyMenu" element={<MenuEditorPage />} />,
  <Route key="modify-menu-date" path="/modifyMenu/:datePost" element={<MenuEditorPage />} />,
  <Route key="booking" path="/reservationPage" element={<BookingPage />} />,
];
