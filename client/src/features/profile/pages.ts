import { PROFILE_PATH } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The customer's own page, loaded through app/private-pages.tsx. */
export const profilePages: Record<typeof PROFILE_PATH, ReturnType<typeof lazyPage>> = {
  [PROFILE_PATH]: lazyPage(() => import('./pages/ProfilePage')),
};
