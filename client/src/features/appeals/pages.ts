import { APPEAL_PATTERN } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The appeal page, loaded through app/private-pages.tsx. */
export const appealPages: Record<typeof APPEAL_PATTERN, ReturnType<typeof lazyPage>> = {
  [APPEAL_PATTERN]: lazyPage(() => import('./pages/AppealPage')),
};
