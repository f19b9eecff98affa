import { DEVELOPERS_PATH, DEVELOPERS_REFERENCE_PATH, type DeveloperPath } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The portal's pages, loaded through app/private-pages.tsx: their own chunks, never in the home page's download. */
export const developerPages: Record<DeveloperPath, ReturnType<typeof lazyPage>> = {
  [DEVELOPERS_PATH]: lazyPage(() => import('./pages/DevelopersPage')),
  [DEVELOPERS_REFERENCE_PATH]: lazyPage(() => import('./pages/ReferencePage')),
};
