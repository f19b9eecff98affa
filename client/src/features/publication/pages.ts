import { PUBLICATION_PATH } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The publication request page, loaded through app/private-pages.tsx. */
export const publicationPages: Record<typeof PUBLICATION_PATH, ReturnType<typeof lazyPage>> = {
  [PUBLICATION_PATH]: lazyPage(() => import('./pages/PublicationPage')),
};
