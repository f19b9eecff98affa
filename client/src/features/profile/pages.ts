import { lazyPage } from '../../app/lazy-page';
import type { PROFILE_PATHS } from './paths';

/** The customer's own page, loaded through app/private-pages.tsx. */
export const profilePages: Record<(typeof PROFILE_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/profilScreen': lazyPage(() => import('./pages/ProfilePage')),
};
