import { lazyPage } from '../../app/lazy-page';
import type { BILLING_PATHS } from './paths';

/** The payment result pages, loaded through app/private-pages.tsx. */
export const billingPages: Record<(typeof BILLING_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/payment/success': lazyPage(() => import('./pages/PaymentSuccessPage')),
  '/payment/refuse': lazyPage(() => import('./pages/PaymentRefusePage')),
  '/payment/cancel': lazyPage(() => import('./pages/PaymentCancelPage')),
};
