import { ADMIN_PATTERN } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The admin areas, loaded through app/private-pages.tsx. */
export const adminPages: Record<typeof ADMIN_PATTERN, ReturnType<typeof lazyPage>> = {
  [ADMIN_PATTERN]: lazyPage(() => import('./pages/AdminAreaPage')),
};
