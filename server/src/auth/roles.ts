/** Who an account is: the roles of app_user.role, carried by the access tokens and the request's viewer. */
export type Role = 'customer' | 'restaurateur' | 'admin';

/**
 * Not an account's role: `@Authorized(PARTNER)` opens a field to a caller with a valid partner key (docs/adr/0051);
 * auth-checker.ts reads it from the request's key, never from a session.
 */
export const PARTNER = 'partner';
