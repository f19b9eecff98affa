import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';
import { BILLING_PATHS } from './paths';

/** The payment result pages (SPEC §2, §4), reached with a payment token; their code: ./pages.ts. */
export const billingRoutes = BILLING_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
