import { lazyPage } from '../../app/lazy-page';
import type { REVIEW_PATHS } from './paths';

/** The review form, loaded through app/private-pages.tsx. */
export const reviewPages: Record<(typeof REVIEW_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/donner-un-avis/:idUrl': lazyPage(() => import('./pages/WriteReviewPage')),
};
