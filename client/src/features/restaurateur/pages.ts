import { lazyPage } from '../../app/lazy-page';
import type { RESTAURATEUR_PATHS } from './paths';

const MenuEditorPage = lazyPage(() => import('./pages/MenuEditorPage'));
const InfoPage = lazyPage(() => import('./pages/InfoPage'));

/** The pages of the restaurateur's space, loaded through app/private-pages.tsx. */
export const restaurateurPages: Record<(typeof RESTAURATEUR_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/restaurateurLogin': lazyPage(() => import('./pages/RestaurateurLoginPage')),
  '/modifyMenu': MenuEditorPage,
  '/modifyMenu/:datePost': MenuEditorPage,
  '/reservationPage': lazyPage(() => import('./pages/BookingPage')),
  '/modifyInfo': InfoPage,
  '/modifyInfo/:encodedData': InfoPage,
  '/modifyDescription': lazyPage(() => import('./pages/DescriptionPage')),
  '/statistiques': lazyPage(() => import('./statistics/StatisticsPage')),
  '/restaurateur/avis': lazyPage(() => import('./pages/ReviewsPage')),
};
