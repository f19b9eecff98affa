import { PARTNER_KEY_REQUEST_PATH, PARTNER_KEY_REVEAL_PATTERN } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The partner key pages, loaded through app/private-pages.tsx. */
export const keyRequestPages: Record<typeof PARTNER_KEY_REQUEST_PATH | typeof PARTNER_KEY_REVEAL_PATTERN, ReturnType<typeof lazyPage>> = {
  [PARTNER_KEY_REQUEST_PATH]: lazyPage(() => import('./pages/KeyRequestPage')),
  [PARTNER_KEY_REVEAL_PATTERN]: lazyPage(() => import('./pages/KeyRevealPage')),
};
