import { lazyPage } from '../../app/lazy-page';
import type { ACCOUNT_PRIVATE_PATHS } from './paths';

/** The account pages a visitor never lands on, loaded through app/private-pages.tsx. */
export const accountPages: Record<(typeof ACCOUNT_PRIVATE_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/reset-password/:token': lazyPage(() => import('./pages/ResetPasswordPage')),
};
