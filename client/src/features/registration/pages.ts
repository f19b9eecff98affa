import { REGISTER_PATH } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The registration wizard, loaded through app/private-pages.tsx. */
export const registrationPages: Record<typeof REGISTER_PATH, ReturnType<typeof lazyPage>> = {
  [REGISTER_PATH]: lazyPage(() => import('./pages/RegisterPage')),
};
