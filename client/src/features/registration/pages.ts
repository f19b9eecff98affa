import { lazyPage } from '../../app/lazy-page';
import type { REGISTRATION_PATHS } from './paths';

/** The registration wizard, loaded through app/private-pages.tsx. */
export const registrationPages: Record<(typeof REGISTRATION_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/register/restaurateur': lazyPage(() => import('./pages/RegisterPage')),
};
