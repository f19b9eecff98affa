/**
 * The admins' second factor (issue 13): a TOTP code from any authenticator app (RFC 6238: 6 digits, 30 s), set up on the
 * first sign-in, with one-time recovery codes shown once; the French texts the server and the admin's login share.
 */
export const TOTP = { digits: 6, period: 30, window: 1, issuer: 'Mijote' } as const;
export const RECOVERY_CODE_COUNT = 8;
/** A sign-in waiting for its code lasts this long. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 10;

export const SECOND_FACTOR_MESSAGES = {
  codeInvalid: 'Code incorrect : saisissez le code à 6 chiffres affiché par votre application, ou un code de secours.',
  challengeExpired: 'La vérification a expiré : reconnectez-vous.',
  required: 'Les comptes administrateurs se connectent avec un second facteur.',
} as const;

/** A code as typed: 6 digits (spaces allowed), or a recovery code (letters and digits, dashes allowed). */
export function normaliseSecondFactorCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Admin sessions are shorter than the others: they end after this much inactivity, and at the latest after this long. */
export const ADMIN_SESSION = { idleMinutes: 30, absoluteHours: 8 } as const;
