/**
 * The restaurateur's booking settings (/reservationPage, issue 12): phone booking on or off, and the address of the
 * restaurant's own online booking tool. Declared once: the server's input (server/src/validation/rules.ts) and the
 * page's form apply checkBookingUrl.
 */
export const BOOKING_LIMITS = { urlMax: 500 } as const;

export const BOOKING_MESSAGES = {
  urlInvalid: 'Indiquez l’adresse complète de votre outil de réservation, commençant par https:// (par exemple https://www.exemple.fr/reserver).',
  urlTooLong: `L’adresse de réservation est limitée à ${BOOKING_LIMITS.urlMax} caractères.`,
  saved: 'Vos réglages de réservation sont enregistrés.',
} as const;

/**
 * A booking link: empty (no link), or an https:// address with a real host name (a dot, no user name or password, no
 * space). http:// is refused: a visitor would leave Mijote for an unencrypted page to give their name and phone.
 */
export function checkBookingUrl(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return BOOKING_MESSAGES.urlInvalid;
  // Judged as it is stored (normaliseBookingUrl): trimmed, completed with https://, empty for none.
  const url = normaliseBookingUrl(value);
  if (url === null) return null;
  if (url.length > BOOKING_LIMITS.urlMax) return BOOKING_MESSAGES.urlTooLong;
  if (!/^https:\/\/[^\s]+$/i.test(url)) return BOOKING_MESSAGES.urlInvalid;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return BOOKING_MESSAGES.urlInvalid;
  }
  const host = parsed.hostname;
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) || host.startsWith('.') || host.includes('..')) {
    return BOOKING_MESSAGES.urlInvalid;
  }
  return null;
}

/**
 * The link as it is stored: trimmed, and an address typed without its scheme (« www.exemple.fr/reserver ») completed
 * with https:// (issue 25); empty means none (null). An address with another scheme (http://, javascript:) is kept as
 * typed, for checkBookingUrl to refuse.
 */
export function normaliseBookingUrl(url: string | null | undefined): string | null {
  const t = (url ?? '').trim();
  if (t === '') return null;
  return /^[a-z][a-z0-9+.-]*:/i.test(t) && !/^[a-z0-9.-]+\.[a-z]{2,}:\d/i.test(t) ? t : `https://${t.replace(/^\/+/, '')}`;
}
