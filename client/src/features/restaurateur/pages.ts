import {
  BOOKING_PATH, DAILY_MENU_PATTERN, DESCRIPTION_PATH, MENU_EDITOR_PATH, PUBLICATION_PATH, RESTAURANT_INFO_PATH, RESTAURANT_INFO_SECTION_PATTERN,
  RESTAURANT_REVIEWS_PATH, RESTAURATEUR_DASHBOARD_PATH, type RESTAURATEUR_SPACE_PATTERNS, STATISTICS_PATH,
} from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

const MenuEditorPage = lazyPage(() => import('./pages/MenuEditorPage'));
const InfoPage = lazyPage(() => import('./pages/InfoPage'));

type RestaurateurPagePattern = Exclude<(typeof RESTAURATEUR_SPACE_PATTERNS)[number], typeof PUBLICATION_PATH>;

/** The pages of the restaurateur's space, loaded through app/private-pages.tsx (the publication request: the publication feature's). */
export const restaurateurPages: Record<RestaurateurPagePattern, ReturnType<typeof lazyPage>> = {
  [RESTAURATEUR_DASHBOARD_PATH]: lazyPage(() => import('./pages/RestaurateurLoginPage')),
  [MENU_EDITOR_PATH]: MenuEditorPage,
  [DAILY_MENU_PATTERN]: MenuEditorPage,
  [BOOKING_PATH]: lazyPage(() => import('./pages/BookingPage')),
  [RESTAURANT_INFO_PATH]: InfoPage,
  [RESTAURANT_INFO_SECTION_PATTERN]: InfoPage,
  [DESCRIPTION_PATH]: lazyPage(() => import('./pages/DescriptionPage')),
  [STATISTICS_PATH]: lazyPage(() => import('./statistics/StatisticsPage')),
  [RESTAURANT_REVIEWS_PATH]: lazyPage(() => import('./pages/ReviewsPage')),
};
