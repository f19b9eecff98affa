import { CONSENT_COOKIE } from '../../../../common/constants';

/**
 * The consent choice lives in one first-party cookie, `mijote_consent`, kept 6 months (CNIL good
 * practice; a refusal is remembered just as long as an acceptance). Its value is URI-encoded JSON:
 * `{"perform-analytics": boolean, "preferences": boolean, "date": "<ISO date of the choice>"}`.
 * No consent cookie means no choice yet, so the banner shows and nothing optional loads.
 */
export { CONSENT_COOKIE };
const CONSENT_MONTHS = 6;
/** Logged when the consent cookie cannot be read (SPEC §8 « Cookie parse errors are logged »). */
export const CONSENT_COOKIE_ERROR = 'Erreur lors de la lecture du cookie de consentement';

export interface ConsentChoice {
  /** Audience measurement and the Google Maps map (SPEC: the `perform-analytics` flag). */
  analytics: boolean;
  /** Interface preferences remembered in the browser. */
  preferences: boolean;
  /** When the choice was made (ISO 8601). */
  date: string;
}

interface StoredConsent {
  'perform-analytics': boolean;
  preferences: boolean;
  date: string;
}

function isStored(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['perform-analytics'] === 'boolean' && typeof v.preferences === 'boolean' && typeof v.date === 'string';
}

/** Parses a `document.cookie` string; a malformed or expired-format value counts as no choice. */
export function parseConsentCookie(cookieHeader: string): ConsentChoice | null {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1)));
    if (!isStored(parsed)) {
      console.error(CONSENT_COOKIE_ERROR, 'forme inattendue');
      return null;
    }
    return { analytics: parsed['perform-analytics'], preferences: parsed.preferences, date: parsed.date };
  } catch (error) {
    // Not JSON (a hand-edited or truncated cookie): logged (SPEC §8), and the banner asks again.
    console.error(CONSENT_COOKIE_ERROR, error);
    return null;
  }
}

export function readConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  return parseConsentCookie(document.cookie);
}

/** Serialises the cookie (exported for tests and for the e2e helpers). */
export function consentCookieValue(choice: Pick<ConsentChoice, 'analytics' | 'preferences'>, date: Date = new Date()): string {
  const stored: StoredConsent = { 'perform-analytics': choice.analytics, preferences: choice.preferences, date: date.toISOString() };
  return encodeURIComponent(JSON.stringify(stored));
}

/** Writes the choice for 6 months, on the whole site, first-party, SameSite=Lax. */
export function writeConsent(choice: Pick<ConsentChoice, 'analytics' | 'preferences'>, now: Date = new Date()): ConsentChoice {
  const expires = new Date(now);
  expires.setMonth(expires.getMonth() + CONSENT_MONTHS);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice, now)}; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax${secure}`;
  return { analytics: choice.analytics, preferences: choice.preferences, date: now.toISOString() };
}
