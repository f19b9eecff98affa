import { REPORT_FOLLOW_PATTERN, WRITE_REVIEW_PATTERN } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The review form, loaded through app/private-pages.tsx. */
export const reviewPages: Record<typeof WRITE_REVIEW_PATTERN | typeof REPORT_FOLLOW_PATTERN, ReturnType<typeof lazyPage>> = {
  [WRITE_REVIEW_PATTERN]: lazyPage(() => import('./pages/WriteReviewPage')),
  [REPORT_FOLLOW_PATTERN]: lazyPage(() => import('./pages/ReportFollowPage')),
};
