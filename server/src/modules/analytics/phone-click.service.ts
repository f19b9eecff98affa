import { createHash } from 'node:crypto';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { restaurantService } from '../restaurants/index.js';
import { addPhoneClick } from './analytics.queries.js';
import { PhoneClickEntity } from './phone-click.entity.js';
import { addressDayKey, visitorSession } from './session-key.js';

class PhoneClickService {
  /**
   * A phone click counts once per visitor session and restaurant, into the day's statistics, and at most
   * phoneClickAddress times a day per address and restaurant (server-issued session ids are free to collect).
   * The answer carries the session id the browser should keep.
   */
  async report(ctx: RequestContext, idUrlOrId: string | number, sessionId?: string | null): Promise<{ counted: boolean; sessionId: string }> {
    const target = await restaurantService.publishedRef(ctx, idUrlOrId);
    const session = visitorSession(ctx.client, ctx.config.appSecret, sessionId);
    const hash = createHash('sha256').update(`${ctx.config.appSecret}:${session.key}`).digest('hex');
    // The click and the day's figure are written together, or not at all.
    const counted = await withTransaction(ctx, async (tx) => {
      const inserted = await repository(tx, PhoneClickEntity).createQueryBuilder()
        .insert().values({ restaurantId: target.id, sessionHash: hash }).orIgnore().returning('1').updateEntity(false).execute();
      const first = (inserted.raw as unknown[]).length > 0;
      if (!first || !(await ctx.limits.tryConsume('phoneClickAddress', addressDayKey(ctx.config.appSecret, ctx.client, target.id)))) return false;
      await addPhoneClick(tx.db, target.id);
      return true;
    });
    return { counted, sessionId: session.sessionId };
  }
}

export const phoneClickService = new PhoneClickService();
