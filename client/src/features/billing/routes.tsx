import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';

/** The payment result pages (SPEC §2, §4), reached with a payment token; their code: ./pages.ts. */
export const BILLING_PATHS = ['/payment/success', '/payment/refuse', '/payment/cancel'] as const;
export const billingRoutes = BILLING_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
