import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { ACCOUNT_MESSAGES } from '../../../common/account-rules.js';
import { UPLOAD_LIMITS } from '../../../common/photo-rules.js';
import { ServiceError } from '../modules/shared/service-errors.js';

export type LimitName =
  | 'loginIp' | 'loginAccount' | 'codeIp' | 'codeAccount' | 'codeSendAccount' | 'verifyAccount' | 'passwordAccount'
  | 'resetIp' | 'resetAccount' | 'resetUseIp' | 'phoneClickAddress' | 'registrationIp' | 'registrationAccount' | 'audienceAddress' | 'reportAddress' | 'reviewAccount'
  | 'audienceSessionAddress' | 'audienceViewAddress' | 'uploadAccount' | 'uploadAddress' | 'partnerKeyRequestAddress' | 'partnerKeyRevealAddress';

/**
 * Points per window; the window is one `windowSeconds` (15 min by default, shorter in tests) unless DURATION says
 * otherwise. codeSendAccount and passwordAccount are keyed by user id, verifyAccount like the other accounts; resetUseIp
 * counts the uses of reset links (POST /api/reset-password) per address, a success given back.
 */
const POINTS: Record<LimitName, number> = {
  loginIp: 30, loginAccount: 5, codeIp: 30, codeAccount: 5, codeSendAccount: 5, verifyAccount: 10, passwordAccount: 5,
  resetIp: 10, resetAccount: 3, resetUseIp: 10, phoneClickAddress: 3, registrationIp: 10, registrationAccount: 3, audienceAddress: 120, reportAddress: 10, reviewAccount: 10,
  audienceSessionAddress: 3, audienceViewAddress: 20, uploadAccount: UPLOAD_LIMITS.perAccount, uploadAddress: UPLOAD_LIMITS.perAddress,
  partnerKeyRequestAddress: 5, partnerKeyRevealAddress: 10,
};

/**
 * Counted phone clicks, audience sessions and page views per (address, restaurant, Paris day): the key holds the day,
 * the window outlives it (ADR 0017).
 */
const DURATION: Partial<Record<LimitName, number>> = { phoneClickAddress: 86_400, audienceSessionAddress: 86_400, audienceViewAddress: 86_400 };

/**
 * Login, code, password and reset limits per IP and per account, kept in PostgreSQL so every instance
 * behind a load balancer shares them. Accounts are keyed by a hash of the normalised e-mail or by user id.
 */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterPostgres>;

  constructor(db: DataSource, windowSeconds: number) {
    const pool = (db.driver as unknown as { master: unknown }).master;
    const make = (name: LimitName) => new RateLimiterPostgres({
      storeClient: pool, storeType: 'pool', tableName: 'rate_limit', tableCreated: true,
      keyPrefix: name, points: POINTS[name], duration: DURATION[name] ?? windowSeconds,
    });
    this.limiters = Object.fromEntries((Object.keys(POINTS) as LimitName[]).map((n) => [n, make(n)])) as Record<LimitName, RateLimiterPostgres>;
  }

  static accountKey(email: string): string {
    return createHash('sha256').update(email).digest('hex').slice(0, 40);
  }

  /** Takes one point from each named limit, or refuses with a French 429 (the account paths' message unless given). */
  async consume(entries: [LimitName, string][], message: string = ACCOUNT_MESSAGES.tooManyRequests): Promise<void> {
    for (const [name, key] of entries) {
      try {
        await this.limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new ServiceError('RATE_LIMITED', message, null, Math.ceil(error.msBeforeNext / 1000));
        }
        throw error;
      }
    }
  }

  /** Takes one point if one is left; false when the limit is reached (for callers that refuse silently). */
  async tryConsume(name: LimitName, key: string): Promise<boolean> {
    try {
      await this.limiters[name].consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Gives back the point a successful attempt took (a shared address is not blocked by its successes). */
  async reward(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].reward(key, 1);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
