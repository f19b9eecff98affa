import {
  DEVELOPERS_EXPLORER_PATH, DEVELOPERS_PATH, DEVELOPERS_REFERENCE_PATH, DEVELOPERS_WEBHOOKS_PATH, PARTNER_KEY_REQUEST_PATH, PARTNER_KEY_REVEAL_PATTERN, type DeveloperPath,
} from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The developer pages, loaded through app/private-pages.tsx: their own chunks, never in the home page's download. */
export const developerPages: Record<DeveloperPath | typeof PARTNER_KEY_REQUEST_PATH | typeof PARTNER_KEY_REVEAL_PATTERN, ReturnType<typeof lazyPage>> = {
  [DEVELOPERS_PATH]: lazyPage(() => import('./pages/DevelopersPage')),
  [DEVELOPERS_REFERENCE_PATH]: lazyPage(() => import('./pages/ReferencePage')),
  [DEVELOPERS_EXPLORER_PATH]: lazyPage(() => import('./pages/ExplorerPage')),
  [DEVELOPERS_WEBHOOKS_PATH]: lazyPage(() => import('./pages/WebhooksPage')),
  [PARTNER_KEY_REQUEST_PATH]: lazyPage(() => import('./pages/KeyRequestPage')),
  [PARTNER_KEY_REVEAL_PATTERN]: lazyPage(() => import('./pages/KeyRevealPage')),
};
