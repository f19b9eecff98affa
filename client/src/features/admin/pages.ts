import { lazyPage } from '../../app/lazy-page';
import type { ADMIN_PATHS } from './paths';

/** The admin areas, loaded through app/private-pages.tsx. */
export const adminPages: Record<(typeof ADMIN_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/a/:secret/*': lazyPage(() => import('./pages/AdminAreaPage')),
};
