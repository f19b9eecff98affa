import { createHash } from 'node:crypto';
import { parisToday } from '../../../../common/search.js';
import { RateLimits } from '../../auth/rate-limits.js';
import type { RequestContext } from '../../graphql/context.js';
import { restaurantService } from '../restaurants/restaurant.service.js';
import { visitorSession } from './session-key.js';

export class PhoneClickService {
  /**
   * A phone click counts once per visitor session and restaurant, into the day's statistics, and at most
   * phoneClickAddress times a day per address and restaurant (server-issued session ids are free to collect).
   * The answer carries the session id the browser should keep.
   */
  async report(ctx: RequestContext, idUrlOrId: string | number, sessionId?: string | null): Promise<{ counted: boolean; sessionId: string }> {
    const target = await restaurantService.publishedRef(ctx, idUrlOrId);
    const session = visitorSession(ctx.client, ctx.config.appSecret, sessionId);
    const hash = createHash('sha256').update(`${ctx.config.appSecret}:${session.key}`).digest('hex');
    const counted = await ctx.db.transaction(async (m) => {
      const first = await m.query('INSERT INTO phone_click (restaurant_id, session_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [target.id, hash]);
      if (!first.length || !(await ctx.limits.tryConsume('phoneClickAddress', phoneClickAddressKey(ctx, target.id)))) return false;
      await m.query(
        `INSERT INTO analytics_day (restaurant_id, day, phone_clicks) VALUES ($1, (now() AT TIME ZONE 'Europe/Paris')::date, 1)
         ON CONFLICT (restaurant_id, day) DO UPDATE SET phone_clicks = analytics_day.phone_clicks + 1`, [target.id]);
      return true;
    });
    return { counted, sessionId: session.sessionId };
  }
}

/** One address and restaurant for the Paris day, hashed (the address is not kept in clear). */
function phoneClickAddressKey(ctx: RequestContext, restaurantId: number): string {
  return RateLimits.accountKey(`${ctx.config.appSecret}:${ctx.client.address}|${restaurantId}|${parisToday()}`);
}

export const phoneClickService = new PhoneClickService();
