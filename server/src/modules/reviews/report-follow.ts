import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * The personal link a reporter gets once the report is sent (docs/adr/0041): the report's number and its signature
 * with the app's secret, so that anyone, even without an account or an address, can follow what became of it.
 */
const signature = (config: Pick<Config, 'appSecret'>, id: number) => createHmac('sha256', config.appSecret).update(`report-follow:${id}`).digest('base64url').slice(0, 32);

export const reportFollowToken = (config: Pick<Config, 'appSecret'>, id: number): string => `${id}-${signature(config, id)}`;

/** The report a token names, or null when it is not a token of this app. */
export function reportOfToken(config: Pick<Config, 'appSecret'>, token: string): number | null {
  const m = /^([1-9][0-9]{0,9})-[A-Za-z0-9_-]{32}$/.exec(token);
  const id = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const expected = Buffer.from(reportFollowToken(config, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
