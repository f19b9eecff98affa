import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';

/** Writing a review (issue 14); its code: ./pages.ts. */
export const REVIEW_PATHS = ['/donner-un-avis/:idUrl'] as const;
export const reviewRoutes = REVIEW_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
