import { Route } from 'react-router-dom';
import { REPORT_FOLLOW_PATTERN, WRITE_REVIEW_PATTERN } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** Writing a review (issue 14), following a report (ADR 0041); their code: ./pages.ts. */
export const reviewRoutes = [
  <Route key={WRITE_REVIEW_PATTERN} path={WRITE_REVIEW_PATTERN} element={<PrivatePage />} />,
  <Route key={REPORT_FOLLOW_PATTERN} path={REPORT_FOLLOW_PATTERN} element={<PrivatePage />} />,
];
