import { createHmac, timingSafeEqual } from 'node:crypto';
import { appealPath } from '../../../../common/page-addresses.js';
import type { Config } from '../../config.js';

/**
 * The personal link to contest one decision (docs/adr/0041): the appeal's number and a signature of it, of its
 * decision and of the address it was sent to, with the app's secret. Nothing secret is stored, so the person's
 * account can show the same link again; without the secret no other link can be made.
 */
function signature(config: Pick<Config, 'appSecret'>, id: number, logEntryId: number, email: string): string {
  return createHmac('sha256', config.appSecret).update(`appeal:${id}:${logEntryId}:${email}`).digest('base64url').slice(0, 32);
}

export function appealToken(config: Pick<Config, 'appSecret'>, a: { id: number; log_entry_id: number; email: string }): string {
  return `${a.id}-${signature(config, a.id, a.log_entry_id, a.email)}`;
}

export function appealUrl(config: Pick<Config, 'appSecret' | 'publicUrl'>, a: { id: number; log_entry_id: number; email: string }): string {
  return `${config.publicUrl}${appealPath(appealToken(config, a))}`;
}

/** The appeal number a token names, before its signature is checked against the row ({@link isAppealToken}). */
export function appealIdOf(token: string): number | null {
  const m = /^([1-9][0-9]{0,9})-[A-Za-z0-9_-]{32}$/.exec(token);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export function isAppealToken(config: Pick<Config, 'appSecret'>, token: string, a: { id: number; log_entry_id: number; email: string }): boolean {
  const expected = Buffer.from(appealToken(config, a));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
