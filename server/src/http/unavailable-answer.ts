import type { Response } from 'express';
import { SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../../../common/network-messages.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { logger } from '../logger.js';

/** Answers 503 « réessayez dans quelques instants », with Retry-After, when the error is the database being away. */
export function answeredUnavailable(res: Response, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  logger.warn({ err: error }, 'Base de données injoignable');
  res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
  res.status(503).json({ success: false, code: 'UNAVAILABLE', message: SERVICE_UNAVAILABLE });
  return true;
}
