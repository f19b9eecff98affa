import { createHash } from 'node:crypto';
import { parisToday } from '../../../../common/search.js';
import { ENGAGED_SECONDS, MAX_ENGAGEMENT_SECONDS, type AudienceEvent } from '../../../../common/statistics-rules.js';
import { RateLimits } from '../../auth/rate-limits.js';
import { withTransaction, type Db } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { addBookingClick, addPageView, audienceTargets, knownVisit, setEngagement } from './analytics.queries.js';
import { addressDayKey, audienceSession } from './session-key.js';

interface AudienceBatch { events: AudienceEvent[]; sessionId?: string | null; visitorId?: string | null }

/**
 * First-party audience measurement of restaurant pages (issue 12, ADR 0017): the browser sends, with the audience
 * consent only, batches of views, time on the page and booking-link clicks. The server counts them into the day's
 * totals (analytics_day); it keeps no address and only salted hashes of the session and visitor ids, for 48 hours.
 * Restaurants not published are ignored, as are the owner's own visits and an address's requests past its budget.
 * What one address counts per restaurant and Paris day is bounded (issue 24, ADR 0017): audienceViewAddress views and
 * audienceSessionAddress sessions (so as many visitors and booking clicks at most), whatever session and visitor ids
 * it sends; a view past either is not counted, nor is anything of the session it would have opened.
 */
class AudienceService {
  async collect(ctx: RequestContext, batch: AudienceBatch): Promise<{ counted: number; sessionId: string }> {
    const session = audienceSession(ctx.config.appSecret, batch.sessionId);
    if (!batch.events.length || !(await ctx.limits.tryConsume('audienceAddress', RateLimits.accountKey(`${ctx.config.appSecret}:${ctx.client.address}`)))) {
      return { counted: 0, sessionId: session.sessionId };
    }
    const salted = (text: string) => createHash('sha256').update(`${ctx.config.appSecret}:${text}`).digest('hex');
    const sessionHash = salted(session.key);
    const visitorHash = batch.visitorId ? salted(`visitor:${batch.visitorId}`) : sessionHash;
    const targets = new Map((await audienceTargets(ctx.db, [...new Set(batch.events.map((e) => e.restaurant))]))
      .filter((t) => !(ctx.viewer && t.owner_id === ctx.viewer.id))
      .map((t) => [t.id_url, t.id]));
    const day = parisToday();
    let counted = 0;
    await withTransaction(ctx, async (tx) => {
      for (const event of batch.events) {
        const id = targets.get(event.restaurant);
        if (id === undefined) continue;
        if (event.type === 'view') {
          if (!(await this.viewAllowed(ctx, tx.db, id, day, sessionHash))) continue;
          await addPageView(tx.db, id, day, sessionHash, visitorHash);
        } else if (event.type === 'engagement') await setEngagement(tx.db, id, day, sessionHash, event.seconds ?? 0, MAX_ENGAGEMENT_SECONDS, ENGAGED_SECONDS);
        else await addBookingClick(tx.db, id, day, sessionHash);
        counted += 1;
      }
    });
    return { counted, sessionId: session.sessionId };
  }

  /** Whether the address may count one more view of the restaurant today, and one more session if this one is new. */
  private async viewAllowed(ctx: RequestContext, db: Db, restaurantId: number, day: string, sessionHash: string): Promise<boolean> {
    const key = addressDayKey(ctx.config.appSecret, ctx.client, restaurantId, day);
    if (!(await ctx.limits.tryConsume('audienceViewAddress', key))) return false;
    return (await knownVisit(db, restaurantId, day, sessionHash)) || ctx.limits.tryConsume('audienceSessionAddress', key);
  }
}

export const audienceService = new AudienceService();
