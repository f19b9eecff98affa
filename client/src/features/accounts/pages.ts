import { RESET_PASSWORD_PATTERN } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The account pages a visitor never lands on, loaded through app/private-pages.tsx. */
export const accountPages: Record<typeof RESET_PASSWORD_PATTERN, ReturnType<typeof lazyPage>> = {
  [RESET_PASSWORD_PATTERN]: lazyPage(() => import('./pages/ResetPasswordPage')),
};
