import { checkEmail, normaliseEmail } from './account-rules.js';
import { checkPhone, MESSAGES } from './validation.js';

/**
 * The subscription's money (SPEC §1, §9) and the order lines the wizard's recap, the payment token and the invoices
 * share (SPEC §3 "Payment order" and "Invoice"). Amounts are integer cents, excluding tax (HT) unless named TTC.
 */
export const VAT_RATE_PERCENT = 20;
export const SUBSCRIPTION_HT_CENTS = 6000;
export const SUBSCRIPTION_TTC_CENTS = ttcOf(SUBSCRIPTION_HT_CENTS);
/** The card check: an authorisation of 1 € that is never debited (PBX_AUTOSEULE=O). */
export const CARD_CHECK_CENTS = 100;
/**
 * SPEC §9 invoice terms: 40 € recovery fee, late penalty three times the legal interest rate (L441-10, D441-5). The
 * SPEC's transfer within 14 days is not offered: every invoice is paid by card before it is issued (docs/adr/0043).
 */
export const RECOVERY_FEE_CENTS = 4000;
/** Days after the due date on which a refused renewal is tried again; after the last one, the subscription lapses. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;
/** The CGV's words for them: « 1, 3 et 7 jours ». */
export const RETRY_TEXT = `${RENEWAL_RETRY_DAYS.slice(0, -1).join(', ')} et ${RENEWAL_RETRY_DAYS.at(-1)} jours`;
export const LATE_PENALTY_LEGAL_RATE_TIMES = 3;

const BILLING_LABELS = {
  subscription: 'Abonnement mensuel Mijote',
  firstPeriodDiscount: 'Première période offerte',
  cardCheck: 'Empreinte bancaire de 1,00 € (vérification de la carte, aucun débit)',
} as const;

/** A period covered by a line, as calendar dates (aaaa-mm-jj), both included. */
export interface BillingPeriod { from: string; to: string }

/** One order or invoice line (SPEC §3). */
export interface OrderLine {
  label: string;
  unitHtCents: number;
  discountLabel: string | null;
  /** Discount per discounted unit, HT. */
  discountHtCents: number;
  period: BillingPeriod | null;
  quantity: number;
  discountQuantity: number;
}

/**
 * The wire form of a line (SPEC §3): [description, unit price HT, discount label, discount amount, date range,
 * quantity, discount quantity] — label at 0, unit HT at 1, discount at 3, quantity at 5; amounts in cents.
 */
export type CommandLine = [string, number, string | null, number, BillingPeriod | null, number, number];

export const toCommandLine = (l: OrderLine): CommandLine => [l.label, l.unitHtCents, l.discountLabel, l.discountHtCents, l.period, l.quantity, l.discountQuantity];
export const fromCommandLine = (c: CommandLine): OrderLine => ({
  label: c[0], unitHtCents: c[1], discountLabel: c[2], discountHtCents: c[3], period: c[4], quantity: c[5], discountQuantity: c[6],
});

/** The first period (card check at registration): one month at 60 € HT with its 72 € TTC discount, 0 € to pay. */
export function firstPeriodLines(period: BillingPeriod | null = null): OrderLine[] {
  return [{
    label: BILLING_LABELS.subscription, unitHtCents: SUBSCRIPTION_HT_CENTS, discountLabel: BILLING_LABELS.firstPeriodDiscount,
    discountHtCents: SUBSCRIPTION_HT_CENTS, period, quantity: 1, discountQuantity: 1,
  }];
}

/** Every later period: one month at 60 € HT, 72 € TTC. */
export function renewalLines(period: BillingPeriod | null = null): OrderLine[] {
  return [{ label: BILLING_LABELS.subscription, unitHtCents: SUBSCRIPTION_HT_CENTS, discountLabel: null, discountHtCents: 0, period, quantity: 1, discountQuantity: 0 }];
}

export interface OrderTotals {
  totalHtCents: number;
  totalDiscountCents: number;
  netHtCents: number;
  vatCents: number;
  /** What is paid, TTC. */
  netTtcCents: number;
}

/** VAT of a net HT amount (20 %), rounded to the cent. */
function vatOf(netHtCents: number): number {
  return Math.round((netHtCents * VAT_RATE_PERCENT) / 100);
}
function ttcOf(netHtCents: number): number {
  return netHtCents + vatOf(netHtCents);
}

/** The recap (SPEC §2 step 3): total HT, total discount, net HT, VAT 20 % and net paid TTC. */
export function orderTotals(lines: readonly OrderLine[]): OrderTotals {
  const totalHtCents = lines.reduce((sum, l) => sum + l.unitHtCents * l.quantity, 0);
  const totalDiscountCents = lines.reduce((sum, l) => sum + l.discountHtCents * l.discountQuantity, 0);
  const netHtCents = totalHtCents - totalDiscountCents;
  const vatCents = vatOf(netHtCents);
  return { totalHtCents, totalDiscountCents, netHtCents, vatCents, netTtcCents: netHtCents + vatCents };
}

/** 7200 → « 72,00 € » (non-breaking spaces, as French typography asks). */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${sign}${euros},${String(abs % 100).padStart(2, '0')}\u00a0€`;
}

/** « 60,00 € HT (72,00 € TTC) », « -60,00 € HT (-72,00 € TTC) »: an amount as SPEC §1 states prices, both ways. */
export function formatHtAndTtc(htCents: number): string {
  const ttc = Math.sign(htCents) * ttcOf(Math.abs(htCents));
  return `${formatEuros(htCents)} HT (${formatEuros(ttc)} TTC)`;
}

/** Invoice numbers: one gapless series per year, 2026-00042. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, '0')}`;
}
const INVOICE_NUMBER = /^\d{4}-\d{5,}$/;

const isoDate = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * aaaa-mm-jj plus n months, on the anchor's day or the month's last day when it has fewer (31 January + 1 month =
 * 28 or 29 February; + 2 months = 31 March: periods are counted from the anchor, so they never drift).
 */
export function addMonths(anchor: string, months: number): string {
  const [y, m, d] = anchor.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoDate(year, month, Math.min(d, daysIn(year, month)));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The n-th monthly period (0 = the first) of a subscription started on `anchor`: its first and last days. */
export function nthPeriod(anchor: string, n: number): BillingPeriod {
  return { from: addMonths(anchor, n), to: addDays(addMonths(anchor, n + 1), -1) };
}

/** 2026-03-01 → 01/03/2026. */
export function frenchDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * What a cancellation does, said the same way by the dashboard, its confirmation dialog and the e-mails (issue 25).
 * `end` is the last paid day, `off` the next one: the renewal job ends the subscription and takes the page off line
 * that day (dd/mm/yyyy, frenchDate).
 */
export const CANCELLATION_TEXTS = {
  activeUntil: (end: string, off: string) => `L’abonnement reste actif jusqu’au ${end} inclus, sans autre prélèvement, et prendra fin le ${off}.`,
  pageOnline: (end: string, off: string) => `Votre page reste en ligne jusqu’au ${end} inclus ; elle sera mise hors ligne le ${off}.`,
  pageNotOnline: (end: string) => `Votre page n’est pas en ligne ; après le ${end}, elle ne pourra plus être publiée sans abonnement.`,
  pageWentOffline: (off: string) => `Votre page a été mise hors ligne le ${off} : elle n’apparaît plus sur Mijote.`,
} as const;

// ——— The billing form of the wizard's step 3 (SPEC §5 "Billing", §3 "Billing form payload") ———

export const BILLING_LIMITS = { nameMin: 2, nameMax: 50, companyMin: 2, companyMax: 120, addressMin: 2, addressMax: 120, zipcodeMin: 1000, zipcodeMax: 98890 } as const;

export const BILLING_MESSAGES = {
  lastNameInvalid: 'Nom incorrect',
  firstNameInvalid: 'Prénom incorrect',
  companyInvalid: 'Dénomination sociale incorrecte',
  addressInvalid: 'Adresse incorrecte',
  cityInvalid: 'Ville incorrecte',
  emailInvalid: 'Adresse e-mail incorrecte',
  emailPaymentSigns: 'L’adresse e-mail de facturation ne peut contenir ni « & » ni « = » : la page de paiement ne les accepte pas.',
  zipcodeInvalid: 'Le code postal n\'est pas valide',
  phoneInvalid: MESSAGES.phoneInvalid,
  restaurantInvalid: 'Restaurant inconnu.',
  invoiceNumberInvalid: 'Numéro de facture invalide.',
  paymentTokenInvalid: 'Jeton de paiement invalide.',
  accessCodeInvalid: 'Code de connexion invalide.',
} as const;

/** A restaurant's numeric id as the restaurateur's space sends it. */
export const checkRestaurantId = (v: unknown) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2_147_483_647 ? null : BILLING_MESSAGES.restaurantInvalid);
/** An invoice number (2026-00042). */
export const checkInvoiceNumber = (v: unknown) => (typeof v === 'string' && INVOICE_NUMBER.test(v) && v.length <= 20 ? null : BILLING_MESSAGES.invoiceNumberInvalid);
/** A payment token as the result pages received it (its signature is the service's to judge). */
export const checkPaymentTokenShape = (v: unknown) => (typeof v === 'string' && v.length <= 200 ? null : BILLING_MESSAGES.paymentTokenInvalid);
/** The success page's one-time sign-in code (`accesToken`, docs/adr/0025): 16 base64url characters. */
export const checkAccessCodeShape = (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_-]{16}$/.test(v) ? null : BILLING_MESSAGES.accessCodeInvalid);

/** Inputs are sanitised before sending (SPEC §5): control characters and markup signs removed, spaces collapsed, trimmed. */
function sanitiseBillingText(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return raw.normalize('NFC').replace(/[\u0000-\u001f\u007f<>]/g, ' ').replace(/\s+/g, ' ').trim();
}

const between = (value: string, min: number, max: number, message: string) => {
  const v = sanitiseBillingText(value);
  return v.length < min || v.length > max ? message : null;
};

export const checkBillingLastName = (v: string) => between(v, BILLING_LIMITS.nameMin, BILLING_LIMITS.nameMax, BILLING_MESSAGES.lastNameInvalid);
export const checkBillingFirstName = (v: string) => between(v, BILLING_LIMITS.nameMin, BILLING_LIMITS.nameMax, BILLING_MESSAGES.firstNameInvalid);
export const checkCompanyName = (v: string) => between(v, BILLING_LIMITS.companyMin, BILLING_LIMITS.companyMax, BILLING_MESSAGES.companyInvalid);
export const checkBillingAddress = (v: string) => between(v, BILLING_LIMITS.addressMin, BILLING_LIMITS.addressMax, BILLING_MESSAGES.addressInvalid);
export const checkBillingCity = (v: string) => between(v, BILLING_LIMITS.addressMin, BILLING_LIMITS.addressMax, BILLING_MESSAGES.cityInvalid);
/**
 * The standard e-mail pattern, on the address as it is stored (normaliseEmail), without `&` or `=`: the address is the
 * payment form's PBX_PORTEUR, whose signature joins `NAME=value` with `&` (issue 24, server billing/signatures.ts).
 */
export function checkBillingEmail(v: string): string | null {
  const email = normaliseEmail(v);
  if (checkEmail(email)) return BILLING_MESSAGES.emailInvalid;
  return /[&=]/.test(email) ? BILLING_MESSAGES.emailPaymentSigns : null;
}
/** 5 digits, between 01000 and 98890. */
export function checkZipcode(v: string): string | null {
  const z = v.trim();
  if (!/^\d{5}$/.test(z)) return BILLING_MESSAGES.zipcodeInvalid;
  const n = Number(z);
  return n < BILLING_LIMITS.zipcodeMin || n > BILLING_LIMITS.zipcodeMax ? BILLING_MESSAGES.zipcodeInvalid : null;
}
/** SPEC §5 phone: 10 digits once spaces are removed. */
export const checkBillingPhone = (v: string) => checkPhone(v);

/** The billing identity frozen on the invoices (SPEC §3 "Billing form payload", named in English). */
export interface BillingIdentity {
  company: string;
  lastName: string;
  firstName: string;
  address: string;
  zipcode: string;
  city: string;
  email: string;
  phone: string;
}

/** The value each field is checked and stored as. */
export const BILLING_NORMALISE: Record<keyof BillingIdentity, (v: string) => string> = {
  company: sanitiseBillingText, lastName: sanitiseBillingText, firstName: sanitiseBillingText, address: sanitiseBillingText,
  zipcode: (v) => v.trim(), city: sanitiseBillingText, email: normaliseEmail, phone: (v) => v.replace(/\s/g, ''),
};
export const BILLING_CHECKS: Record<keyof BillingIdentity, (v: string) => string | null> = {
  company: checkCompanyName, lastName: checkBillingLastName, firstName: checkBillingFirstName, address: checkBillingAddress,
  zipcode: checkZipcode, city: checkBillingCity, email: checkBillingEmail, phone: checkBillingPhone,
};

/** The identity as stored: every field normalised. */
export function normaliseBillingIdentity(b: BillingIdentity): BillingIdentity {
  return Object.fromEntries(Object.entries(BILLING_NORMALISE).map(([k, f]) => [k, f(b[k as keyof BillingIdentity])])) as unknown as BillingIdentity;
}

/** The first problem of each invalid field (checked on the pay click, SPEC §5); empty when the form is valid. */
export function billingProblems(b: BillingIdentity): Partial<Record<keyof BillingIdentity, string>> {
  const problems: Partial<Record<keyof BillingIdentity, string>> = {};
  for (const [k, check] of Object.entries(BILLING_CHECKS) as [keyof BillingIdentity, (v: string) => string | null][]) {
    const problem = typeof b[k] === 'string' ? check(b[k]) : BILLING_MESSAGES[`${k}Invalid`];
    if (problem) problems[k] = problem;
  }
  return problems;
}
