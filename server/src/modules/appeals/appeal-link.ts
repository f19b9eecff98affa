import { appealPath } from '../../../../common/page-addresses.js';
import { idOfSignedToken, sameSecret, secretSignature } from '../../auth/signed-tokens.js';
import type { Config } from '../../config.js';

/**
 * The personal link to contest one decision (docs/adr/0041): the appeal's number and a signature of it, of its
 * decision and of the address it was sent to, with the app's secret. Nothing secret is stored, so the person's
 * account can show the same link again; without the secret no other link can be made.
 */
type Signed = { id: number; log_entry_id: number | null; subscription_decision_id?: number | null; email: string };

/** A moderation decision signs its log entry (as before: links already mailed stay valid), a subscription decision its own row. */
function signature(config: Pick<Config, 'appSecret'>, a: Signed): string {
  const decision = a.log_entry_id ?? `subscription-${a.subscription_decision_id ?? ''}`;
  return secretSignature(config.appSecret, `appeal:${a.id}:${decision}:${a.email}`);
}

export function appealToken(config: Pick<Config, 'appSecret'>, a: Signed): string {
  return `${a.id}-${signature(config, a)}`;
}

export function appealUrl(config: Pick<Config, 'appSecret' | 'publicUrl'>, a: Signed): string {
  return `${config.publicUrl}${appealPath(appealToken(config, a))}`;
}

/** The appeal number a token names, before its signature is checked against the row ({@link isAppealToken}). */
export const appealIdOf = idOfSignedToken;

export function isAppealToken(config: Pick<Config, 'appSecret'>, token: string, a: Signed): boolean {
  return sameSecret(appealToken(config, a), token);
}
