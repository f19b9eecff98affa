import { frenchDate, parisDayOf } from '../../../../common/french-dates.js';
import { HOME_PATH } from '../../../../common/page-addresses.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { purgeOldSessions } from '../../auth/session.queries.js';
import { accountRecords, accountService } from '../accounts/index.js';
import { purgePageVisits, purgePhoneClickSessions } from '../analytics/index.js';
import { accountDeletedMail, inactivityWarningMail, queueMail } from '../mail/index.js';
import { accountsToDelete, accountsToWarn } from './retention.queries.js';

/** At most this many accounts are warned, and as many deleted, per run (a daily run catches up on a backlog). */
const RETENTION_BATCH = 200;

/**
 * The privacy policy's retention of inactive customer accounts (common ACCOUNT_RETENTION): warned by e-mail 30 days
 * before, then deleted as a deletion asked by the person would be (reviews kept anonymised, photos removed); and session
 * records, a year after they expired; phone clicks' and page visits' session fingerprints after 48 hours.
 */
class RetentionService {
  async sweep(ctx: RequestContext): Promise<{ warned: number; deleted: number; sessionsPurged: number; phoneClicksPurged: number; pageVisitsPurged: number }> {
    const warn = await accountsToWarn(ctx.db, RETENTION_BATCH);
    for (const a of warn) {
      // The mark and the warning together: warned once, and the outbox retries a mail that cannot leave yet.
      await withTransaction(ctx, async (tx) => {
        await accountRecords.markInactivityWarned(tx.db, a.id);
        await queueMail(tx, { to: a.email, ...inactivityWarningMail({ firstName: a.first_name, deleteOn: frenchDate(parisDayOf(a.delete_on)), siteUrl: `${ctx.config.publicUrl}${HOME_PATH}` }) });
      });
    }
    const remove = await accountsToDelete(ctx.db, RETENTION_BATCH);
    for (const a of remove) {
      await accountService.removeAccount(ctx, a.id, (keptReviews) => ({ to: a.email, ...accountDeletedMail({ firstName: a.first_name, keptReviews, inactive: true }) }));
    }
    return {
      warned: warn.length, deleted: remove.length, sessionsPurged: await purgeOldSessions(ctx.db, RETENTION_BATCH * 50),
      phoneClicksPurged: await purgePhoneClickSessions(ctx.db, RETENTION_BATCH * 50),
      pageVisitsPurged: await purgePageVisits(ctx.db, RETENTION_BATCH * 50),
    };
  }
}

export const retentionService = new RetentionService();
