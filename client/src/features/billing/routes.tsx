import { Route } from 'react-router-dom';
import { PAYMENT_RESULT_PATHS } from '../../../../common/page-addresses';
import { PrivatePage } from '../../app/private-page';

/** The payment result pages (SPEC §2, §4), reached with a payment token; their code: ./pages.ts. */
export const billingRoutes = Object.values(PAYMENT_RESULT_PATHS).map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
