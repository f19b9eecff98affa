import { Route } from 'react-router-dom';
import { WRITE_REVIEW_PATTERN } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** Writing a review (issue 14); its code: ./pages.ts. */
export const reviewRoutes = [<Route key={WRITE_REVIEW_PATTERN} path={WRITE_REVIEW_PATTERN} element={<PrivatePage />} />];
