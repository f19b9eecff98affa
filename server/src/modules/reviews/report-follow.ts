import { idOfSignedToken, sameSecret, secretSignature } from '../../auth/signed-tokens.js';
import type { Config } from '../../config.js';

/**
 * The personal link a reporter gets once the report is sent (docs/adr/0041): the report's number and its signature
 * with the app's secret, so that anyone, even without an account or an address, can follow what became of it.
 */
export const reportFollowToken = (config: Pick<Config, 'appSecret'>, id: number): string => `${id}-${secretSignature(config.appSecret, `report-follow:${id}`)}`;

/** The report a token names, or null when it is not a token of this app. */
export function reportOfToken(config: Pick<Config, 'appSecret'>, token: string): number | null {
  const id = idOfSignedToken(token);
  return id !== null && sameSecret(reportFollowToken(config, id), token) ? id : null;
}
