import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';
import { REVIEW_PATHS } from './paths';

/** Writing a review (issue 14); its code: ./pages.ts. */
export const reviewRoutes = REVIEW_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
