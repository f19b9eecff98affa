import { PAYMENT_RESULT_PATHS } from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

/** The payment result pages, loaded through app/private-pages.tsx. */
export const billingPages: Record<(typeof PAYMENT_RESULT_PATHS)[keyof typeof PAYMENT_RESULT_PATHS], ReturnType<typeof lazyPage>> = {
  [PAYMENT_RESULT_PATHS.success]: lazyPage(() => import('./pages/PaymentSuccessPage')),
  [PAYMENT_RESULT_PATHS.refuse]: lazyPage(() => import('./pages/PaymentRefusePage')),
  [PAYMENT_RESULT_PATHS.cancel]: lazyPage(() => import('./pages/PaymentCancelPage')),
};
