import { appealPath } from '../../../../common/page-addresses.js';
import { idOfSignedToken, sameSecret, secretSignature } from '../../auth/signed-tokens.js';
import type { Config } from '../../config.js';

/**
 * The personal link to contest one decision (docs/adr/0041): the appeal's number and a signature of it, of its
 * decision and of the address it was sent to, with the app's secret. Nothing secret is stored, so the person's
 * account can show the same link again; without the secret no other link can be made.
 */
function signature(config: Pick<Config, 'appSecret'>, id: number, logEntryId: number, email: string): string {
  return secretSignature(config.appSecret, `appeal:${id}:${logEntryId}:${email}`);
}

export function appealToken(config: Pick<Config, 'appSecret'>, a: { id: number; log_entry_id: number; email: string }): string {
  return `${a.id}-${signature(config, a.id, a.log_entry_id, a.email)}`;
}

export function appealUrl(config: Pick<Config, 'appSecret' | 'publicUrl'>, a: { id: number; log_entry_id: number; email: string }): string {
  return `${config.publicUrl}${appealPath(appealToken(config, a))}`;
}

/** The appeal number a token names, before its signature is checked against the row ({@link isAppealToken}). */
export const appealIdOf = idOfSignedToken;

export function isAppealToken(config: Pick<Config, 'appSecret'>, token: string, a: { id: number; log_entry_id: number; email: string }): boolean {
  return sameSecret(appealToken(config, a), token);
}
