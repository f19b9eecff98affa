import { checkEmail, normaliseEmail } from './account-rules.js';
import { checkPhone } from './validation.js';

/** SPEC §1, §9: the subscription's price, VAT and the card check (amounts in cents). */
export const BILLING = {
  monthlyHtCents: 6000,
  vatRate: 20,
  cardCheckCents: 100,
  /** Before-payment invoices: transfer within this many days (SPEC §4, §9). */
  transferDays: 14,
  recoveryFeeCents: 4000,
} as const;

/** SPEC §5 billing sizes. */
export const BILLING_LIMITS = { nameMin: 2, nameMax: 50, companyMin: 2, companyMax: 120, addressMin: 2, addressMax: 120, postcodeMin: 1000, postcodeMax: 98890 } as const;

/** SPEC §5 billing messages. */
export const BILLING_MESSAGES = {
  lastNameInvalid: 'Nom incorrect',
  firstNameInvalid: 'Prénom incorrect',
  companyInvalid: 'Dénomination sociale incorrecte',
  addressInvalid: 'Adresse incorrecte',
  cityInvalid: 'Ville incorrecte',
  emailInvalid: 'Adresse e-mail incorrecte',
  postcodeInvalid: 'Le code postal n\'est pas valide',
  /** SPEC §8 alerts when the payment starts. */
  registrationClosed: 'Inscription déjà terminée ou expirée. Redirection vers l\'accueil.',
  paymentFailed: 'Erreur lors du paiement. Veuillez réessayer.',
  networkFailed: 'Une erreur est survenue. Veuillez réessayer.',
} as const;

const between = (value: string, min: number, max: number) => {
  const v = value.trim();
  return v.length >= min && v.length <= max;
};

export const checkBillingLastName = (v: string) => (between(v, BILLING_LIMITS.nameMin, BILLING_LIMITS.nameMax) ? null : BILLING_MESSAGES.lastNameInvalid);
export const checkBillingFirstName = (v: string) => (between(v, BILLING_LIMITS.nameMin, BILLING_LIMITS.nameMax) ? null : BILLING_MESSAGES.firstNameInvalid);
export const checkCompany = (v: string) => (between(v, BILLING_LIMITS.companyMin, BILLING_LIMITS.companyMax) ? null : BILLING_MESSAGES.companyInvalid);
export const checkBillingAddress = (v: string) => (between(v, BILLING_LIMITS.addressMin, BILLING_LIMITS.addressMax) ? null : BILLING_MESSAGES.addressInvalid);
export const checkBillingCity = (v: string) => (between(v, BILLING_LIMITS.addressMin, BILLING_LIMITS.addressMax) ? null : BILLING_MESSAGES.cityInvalid);
export const checkBillingEmail = (v: string) => (checkEmail(normaliseEmail(v)) ? BILLING_MESSAGES.emailInvalid : null);
/** 5 digits, between 01000 and 98890 (SPEC §5). */
export function checkBillingPostcode(v: string): string | null {
  const code = v.trim();
  return /^\d{5}$/.test(code) && Number(code) >= BILLING_LIMITS.postcodeMin && Number(code) <= BILLING_LIMITS.postcodeMax ? null : BILLING_MESSAGES.postcodeInvalid;
}
export const checkBillingPhone = checkPhone;

/**
 * One line of an order or an invoice (SPEC §3): [description, unit price excl. tax (€), discount label, discount amount
 * excl. tax (€), date range or null, quantity, discount quantity]. SPEC's "Payment order" reads indices 0, 1, 3 and 5.
 */
export type OrderLine = [description: string, unitHt: number, discountLabel: string | null, discountHt: number, period: string | null, quantity: number, discountQuantity: number];

/** The recap of SPEC §2 step 3 and of an invoice, in cents. */
export interface OrderTotals { totalHtCents: number; discountCents: number; netHtCents: number; vatCents: number; totalTtcCents: number }

const cents = (euros: number) => Math.round(euros * 100);

export function orderTotals(lines: readonly OrderLine[], vatRate: number = BILLING.vatRate): OrderTotals {
  const totalHtCents = lines.reduce((sum, l) => sum + cents(l[1]) * l[5], 0);
  const discountCents = lines.reduce((sum, l) => sum + cents(l[3]) * l[6], 0);
  const netHtCents = Math.max(0, totalHtCents - discountCents);
  const vatCents = Math.round((netHtCents * vatRate) / 100);
  return { totalHtCents, discountCents, netHtCents, vatCents, totalTtcCents: netHtCents + vatCents };
}

export const SUBSCRIPTION_LABEL = 'Abonnement mensuel Mijote';
export const FIRST_MONTH_DISCOUNT_LABEL = 'Premier mois offert';

/** The first period: one month, its whole price discounted (72 € TTC, nothing to pay). */
export function firstPeriodLines(period: string | null): OrderLine[] {
  const monthly = BILLING.monthlyHtCents / 100;
  return [[SUBSCRIPTION_LABEL, monthly, FIRST_MONTH_DISCOUNT_LABEL, monthly, period, 1, 1]];
}

/** A renewal: one month at the full price. */
export function renewalLines(period: string | null): OrderLine[] {
  return [[SUBSCRIPTION_LABEL, BILLING.monthlyHtCents / 100, null, 0, period, 1, 0]];
}
