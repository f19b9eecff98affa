import { LEGAL_VERSION } from '../../../../common/account-rules';
import { frenchDate } from '../../../../common/french-dates';

/** Date shown as 'Dernière mise à jour' on the legal pages: the version accepted at sign-up. */
export const LEGAL_UPDATED = frenchDate(LEGAL_VERSION);

/** Review report reasons (SPEC §3), also the grounds for refusing a review in the charter. */
export const REPORT_REASONS = [
  'Propos vulgaires ou injurieux',
  'Contenu discriminatoire ou haineux',
  'Faux avis',
  'Contenu explicitement sexuel',
  'Avis destiné à un autre établissement',
  'Avis rédigé par une personne liée à l’établissement',
  'Autre motif (à préciser)',
] as const;

/** Subscription terms (SPEC §1). */
export const SUBSCRIPTION = { priceHt: 60, vatRate: 20, priceTtc: 72, cardCheck: 1 } as const;
