import { Route } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';

const PaymentSuccessPage = lazyPage(() => import('./pages/PaymentSuccessPage'));
const PaymentRefusePage = lazyPage(() => import('./pages/PaymentRefusePage'));
const PaymentCancelPage = lazyPage(() => import('./pages/PaymentCancelPage'));

/** The payment result pages (SPEC §2, §4), reached with a payment token. */
export const billingRoutes = [
  <Route key="payment-success" path="/payment/success" element={<PaymentSuccessPage />} />,
  <Route key="payment-refuse" path="/payment/refuse" element={<PaymentRefusePage />} />,
  <Route key="payment-cancel" path="/payment/cancel" element={<PaymentCancelPage />} />,
];
