import { LEGAL_VERSION } from '../../../../common/account-rules';
import { frenchDate } from '../../../../common/french-dates';
import { REPORT_REASONS as REPORT_REASON_LABELS } from '../../../../common/review-report-rules';

/** Date shown as 'Dernière mise à jour' on the legal pages: the version accepted at sign-up. */
export const LEGAL_UPDATED = frenchDate(LEGAL_VERSION);

/** Review report reasons (SPEC §3), also the grounds for refusing a review in the charter (common/review-report-rules.ts). */
export const REPORT_REASONS = Object.values(REPORT_REASON_LABELS);

/** Subscription terms (SPEC §1). */
export const SUBSCRIPTION = { priceHt: 60, vatRate: 20, priceTtc: 72, cardCheck: 1 } as const;
