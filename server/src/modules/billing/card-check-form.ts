import { CARD_CHECK_CENTS, type BillingIdentity } from '../../../../common/billing-rules.js';
import { PAYMENT_RESULT_PATHS } from '../../../../common/page-addresses.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/db.js';
import { EURO, paymentPageUrl, providerSettings, type ProviderSettings } from './provider.js';
import { formHtml, retourSpec, signForm, type FormField } from './signatures.js';

/**
 * PBX_RETOUR (reference §2.1): the card token U first (handle, expiry, CVV part), then amount, order, call number,
 * authorisation, card type, expiry, response code, last digits, transaction number, and the signature K last.
 */
const RETOUR: readonly (readonly [string, string])[] = [
  ['U', 'U'], ['M', 'M'], ['R', 'R'], ['T', 'T'], ['A', 'A'], ['C', 'C'], ['D', 'D'], ['E', 'E'], ['J', 'J'], ['S', 'S'], ['K', 'K'],
];

/** PBX_REFABONNE: one holder reference per card registered (a new card never reuses one: 00016 « abonné déjà existant »). */
export const cardRefOf = (reference: string) => `A${reference}`;

/** Accents, line breaks and markup signs removed, cut to the provider's sizes (3-D Secure v2 XML, reference §1.3). */
const plain = (value: string, max: number) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\r\n<>&"']/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * The card check form's fields, in the order they are posted and signed: this list and nothing else (issue 24). Every
 * value is filled in below; no input names a field, and signForm refuses a value that would read as more fields.
 */
export const CARD_CHECK_FIELDS = [
  'PBX_SITE', 'PBX_RANG', 'PBX_IDENTIFIANT', 'PBX_TOTAL', 'PBX_DEVISE', 'PBX_CMD', 'PBX_PORTEUR', 'PBX_RETOUR', 'PBX_AUTOSEULE', 'PBX_REFABONNE',
  'PBX_REPONDRE_A', 'PBX_EFFECTUE', 'PBX_REFUSE', 'PBX_ANNULE', 'PBX_LANGUE', 'PBX_SOURCE', 'PBX_SHOPPINGCART', 'PBX_BILLING', 'PBX_HASH', 'PBX_TIME',
] as const;

export interface CardCheckOrder {
  /** PBX_CMD, our order reference. */
  reference: string;
  /** The result pages' token. */
  token: string;
  /** The success page's one-time sign-in code (`accesToken`, docs/adr/0025). */
  accessCode: string;
  publicUrl: string;
  /** The billing identity, normalised (normaliseBillingIdentity). */
  billing: BillingIdentity;
  now?: Date;
}

/** The 1 € authorisation-only card check (SPEC §7 formulaire_hmac; docs/adr/0011), unsigned. */
export function cardCheckFields(settings: ProviderSettings, order: CardCheckOrder): FormField[] {
  const { billing, publicUrl: base, token } = order;
  const billingXml = '<?xml version="1.0" encoding="utf-8"?><Billing><Address>'
    + `<FirstName>${plain(billing.firstName, 22)}</FirstName><LastName>${plain(billing.lastName, 22)}</LastName>`
    + `<Address1>${plain(billing.address, 50)}</Address1><ZipCode>${plain(billing.zipcode, 5)}</ZipCode><City>${plain(billing.city, 50)}</City>`
    + '<CountryCode>250</CountryCode></Address></Billing>';
  const values: Record<(typeof CARD_CHECK_FIELDS)[number], string> = {
    PBX_SITE: settings.site, PBX_RANG: settings.rang, PBX_IDENTIFIANT: settings.identifiant,
    PBX_TOTAL: String(CARD_CHECK_CENTS).padStart(3, '0'), PBX_DEVISE: EURO, PBX_CMD: order.reference,
    PBX_PORTEUR: billing.email, PBX_RETOUR: retourSpec(RETOUR), PBX_AUTOSEULE: 'O', PBX_REFABONNE: cardRefOf(order.reference),
    PBX_REPONDRE_A: `${base}/api/payment/notification`,
    PBX_EFFECTUE: `${base}${PAYMENT_RESULT_PATHS.success}?token=${token}&accesToken=${order.accessCode}`,
    PBX_REFUSE: `${base}${PAYMENT_RESULT_PATHS.refuse}?token=${token}`,
    PBX_ANNULE: `${base}${PAYMENT_RESULT_PATHS.cancel}?token=${token}`,
    PBX_LANGUE: 'FRA', PBX_SOURCE: 'RWD',
    PBX_SHOPPINGCART: '<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>1</totalQuantity></total></shoppingcart>',
    PBX_BILLING: billingXml,
    PBX_HASH: 'SHA512', PBX_TIME: (order.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
  };
  return CARD_CHECK_FIELDS.map((name) => [name, values[name]] as const);
}

/**
 * The auto-submitting form posted to the provider's page: one hidden input per field of the list, values HTML-escaped,
 * PBX_HMAC last. UnsignableFieldError for a value holding `&` (the billing e-mail is refused earlier, in French).
 */
export function cardCheckHtml(action: string, fields: readonly FormField[], settings: ProviderSettings): string {
  return formHtml(action, signForm(fields, settings.hmacKeyHex));
}

/** The card check's page (SPEC §7 formulaire_hmac): the order's form, signed, posted to the provider's first answering host. */
export async function cardCheckPage(config: Config, db: Db, order: Omit<CardCheckOrder, 'publicUrl' | 'now'>): Promise<string> {
  const settings = await providerSettings(config, db);
  const fields = cardCheckFields(settings, { ...order, publicUrl: config.publicUrl });
  return cardCheckHtml(await paymentPageUrl(settings), fields, settings);
}
