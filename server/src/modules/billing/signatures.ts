import { createHmac, createSign, createVerify, type KeyObject } from 'node:crypto';
import { escapeHtml } from '../shared/escape-html.js';

/**
 * The provider's two signatures (shared/reference/payment-up2pay.md §1.4, §2.3), with node:crypto only:
 * - PBX_HMAC: HMAC-SHA512 with the binary key (the hex of the back office decoded) over `NAME=value&…` in form order,
 *   raw values (no URL- or HTML-encoding), uppercase hex;
 * - K: RSA PKCS#1 v1.5 over SHA-1 of the returned query exactly as received, URL-encoded base64.
 */

/** One form field, in the order it is posted. */
export type FormField = readonly [name: string, value: string];

/** The text the HMAC covers: every field but PBX_HMAC, in form order, raw values. */
export function hmacMessage(fields: readonly FormField[], hmacName = 'PBX_HMAC'): string {
  return fields.filter(([name]) => name !== hmacName).map(([name, value]) => `${name}=${value}`).join('&');
}

export function pbxHmac(fields: readonly FormField[], hexKey: string, hmacName = 'PBX_HMAC'): string {
  return createHmac('sha512', Buffer.from(hexKey, 'hex')).update(hmacMessage(fields, hmacName), 'utf8').digest('hex').toUpperCase();
}

/** The protocol's field names: upper-case letters, digits and underscores (PBX_TOTAL, NUMQUESTION, HMAC…). */
const FIELD_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * A field that cannot be signed (issue 24). The HMAC covers `NAME=value` joined with `&`, values raw (reference §1.4),
 * so a value holding `&` reads as several fields: `PBX_PORTEUR=a&PBX_X=1` is also the message of a form whose
 * PBX_PORTEUR is `a` followed by a field PBX_X, and the provider would accept that form, which we never signed. With
 * no `&` in any value the message splits one way only (a name ends at its first `=`, so `=` in a value is harmless,
 * and the protocol's own values hold it: PBX_BILLING's XML, the return addresses). Nothing is encoded: the provider
 * signs the raw values. One exception: our own return addresses' parameters after the first (RETURN_PARAMETERS), whose
 * names are no protocol name in any case, so the `&` before them can only read as a field the provider does not know.
 */
export class UnsignableFieldError extends Error {
  constructor(readonly field: string) {
    super(`Champ ${field} impossible à signer : nom hors du protocole, ou valeur contenant « & ».`);
  }
}

/** The success page's one-time sign-in code (docs/adr/0025). */
const RETURN_PARAMETERS = ['accesToken'];
const holdsOnlyOurJoins = (value: string) => value.split('&').slice(1).every((part) => RETURN_PARAMETERS.some((p) => part.startsWith(`${p}=`)));

/** The fields with their HMAC last (PBX_HMAC on the form, HMAC for Direct Plus); UnsignableFieldError for a field that could add others. */
export function signForm(fields: readonly FormField[], hexKey: string, hmacName = 'PBX_HMAC'): FormField[] {
  const unsigned = fields.filter(([name]) => name !== hmacName);
  const names = new Set<string>();
  for (const [name, value] of unsigned) {
    if (!FIELD_NAME.test(name) || names.has(name) || (value.includes('&') && !holdsOnlyOurJoins(value))) throw new UnsignableFieldError(name);
    names.add(name);
  }
  return [...unsigned, [hmacName, pbxHmac(unsigned, hexKey, hmacName)]];
}

/**
 * The auto-submitting form as HTML text (SPEC §7 formulaire_hmac): values HTML-escaped in the attributes only —
 * the browser un-escapes them, so the provider receives the raw values that were signed. The page that receives it
 * submits it (no inline script: the site's CSP allows none); the button does it without JavaScript.
 */
export function formHtml(action: string, fields: readonly FormField[]): string {
  const inputs = fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('\n');
  return `<form id="payment-form" method="POST" action="${escapeHtml(action)}" accept-charset="UTF-8">\n${inputs}\n<button type="submit">Continuer vers la page de paiement sécurisée</button>\n</form>`;
}

/** The variables of a return query and its signature, split as the provider signed them (the last `&K=`). */
export interface SignedQuery { data: string; signature: Buffer }

export function splitSignedQuery(rawQuery: string, signatureName = 'K'): SignedQuery | null {
  const marker = `&${signatureName}=`;
  const at = rawQuery.lastIndexOf(marker);
  if (at <= 0) return null;
  const encoded = rawQuery.slice(at + marker.length);
  let base64: string;
  try {
    base64 = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  return { data: rawQuery.slice(0, at), signature: Buffer.from(base64, 'base64') };
}

/** Whether one of the keys signed the still-encoded data (several keys while the provider rotates its own). */
export function verifySignedQuery(rawQuery: string, keys: readonly KeyObject[], signatureName = 'K'): boolean {
  const signed = splitSignedQuery(rawQuery, signatureName);
  if (!signed) return false;
  return keys.some((key) => {
    try {
      return createVerify('RSA-SHA1').update(signed.data, 'utf8').verify(key, signed.signature);
    } catch {
      return false;
    }
  });
}

/** What the sandbox does as the provider: `data&K=<url-encoded base64 signature>`. */
export function signQuery(data: string, privateKey: KeyObject, signatureName = 'K'): string {
  const signature = createSign('RSA-SHA1').update(data, 'utf8').sign(privateKey).toString('base64');
  return `${data}&${signatureName}=${encodeURIComponent(signature)}`;
}

/** The variables of a verified query (read only after the signature has been checked). */
export function queryValues(data: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of data.split('&')) {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    try {
      values.set(name, decodeURIComponent(raw.replace(/\+/g, ' ')));
    } catch {
      values.set(name, raw);
    }
  }
  return values;
}

/** The PBX_RETOUR string: `name:LETTER;…`, K last. */
export function retourSpec(vars: readonly (readonly [string, string])[]): string {
  return vars.map(([name, letter]) => `${name}:${letter}`).join(';');
}
