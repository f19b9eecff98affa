import { lazyPage } from '../../app/lazy-page';
import type { PUBLICATION_PATHS } from './paths';

/** The publication request page, loaded through app/private-pages.tsx. */
export const publicationPages: Record<(typeof PUBLICATION_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/restaurateur/publication': lazyPage(() => import('./pages/PublicationPage')),
};
