import { frenchDate, parisDayOf } from '../../../../common/french-dates.js';
import { HOME_PATH } from '../../../../common/page-addresses.js';
import type { RetentionKey } from '../../../../common/retention-periods.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { purgeOldSessions } from '../../auth/session.queries.js';
import { accountRecords, accountService } from '../accounts/index.js';
import { purgePageVisits, purgePhoneClickSessions } from '../analytics/index.js';
import { eraseCardTokens, erasePaymentDetails, purgeOldInvoices } from '../billing/index.js';
import { accountDeletedMail, inactivityWarningMail, queueMail } from '../mail/index.js';
import { purgeOldAppeals } from '../appeals/index.js';
import { purgeOldLogEntries } from '../moderation/index.js';
import { purgeDecidedRequests } from '../publication/index.js';
import { purgeDecidedReports } from '../reviews/index.js';
import { accountsToDelete, accountsToWarn, restaurateursToDelete } from './retention.queries.js';

/** At most this many accounts are warned, and as many deleted, per run (a daily run catches up on a backlog). */
const RETENTION_BATCH = 200;
/** At most this many rows per set-based step and run. */
const ROW_BATCH = RETENTION_BATCH * 50;

/** What one run did: the accounts warned, and for each declared period, how many rows it deleted or anonymised. */
type SweepResult = { warned: number } & Record<RetentionKey, number>;

/**
 * The privacy policies' retention periods (common/retention-periods.ts, docs/adr/0016 and 0042), one step each, every
 * step bounded to a batch. The `Record` makes a period declared without its step a type error. Each step asks the
 * module that owns the table (its index.ts); the accounts are deleted as a deletion asked by the person would be.
 */
class RetentionService {
  private readonly steps: Record<RetentionKey, (ctx: RequestContext) => Promise<number>> = {
    inactiveCustomerAccounts: (ctx) => this.deleteInactiveCustomers(ctx),
    restaurateurAccounts: (ctx) => this.deleteRetiredRestaurateurs(ctx),
    closedAccountKeep: (ctx) => accountRecords.purgeClosedAccountKeeps(ctx.db, ROW_BATCH),
    sessions: (ctx) => purgeOldSessions(ctx.db, ROW_BATCH),
    phoneClickFingerprints: (ctx) => purgePhoneClickSessions(ctx.db, ROW_BATCH),
    pageVisitFingerprints: (ctx) => purgePageVisits(ctx.db, ROW_BATCH),
    reports: (ctx) => purgeDecidedReports(ctx.db, ROW_BATCH),
    moderationLog: (ctx) => purgeOldLogEntries(ctx.db, ROW_BATCH),
    appeals: (ctx) => purgeOldAppeals(ctx.db, ROW_BATCH),
    paymentDetails: (ctx) => erasePaymentDetails(ctx.db, ROW_BATCH),
    cardTokens: (ctx) => eraseCardTokens(ctx.db, ROW_BATCH),
    invoices: (ctx) => purgeOldInvoices(ctx.db, ROW_BATCH),
    publicationRequests: (ctx) => purgeDecidedRequests(ctx.db, ROW_BATCH),
  };

  async sweep(ctx: RequestContext): Promise<SweepResult> {
    const warned = await this.warnInactiveCustomers(ctx);
    const result = { warned } as SweepResult;
    for (const [key, step] of Object.entries(this.steps) as [RetentionKey, (c: RequestContext) => Promise<number>][]) result[key] = await step(ctx);
    return result;
  }

  /** Customer accounts 30 days before their deletion for inactivity (common ACCOUNT_RETENTION): warned by e-mail, once. */
  private async warnInactiveCustomers(ctx: RequestContext): Promise<number> {
    const warn = await accountsToWarn(ctx.db, RETENTION_BATCH);
    for (const a of warn) {
      // The mark and the warning together: warned once, and the outbox retries a mail that cannot leave yet.
      await withTransaction(ctx, async (tx) => {
        await accountRecords.markInactivityWarned(tx.db, a.id);
        await queueMail(tx, { to: a.email, ...inactivityWarningMail({ firstName: a.first_name, deleteOn: frenchDate(parisDayOf(a.delete_on)), siteUrl: `${ctx.config.publicUrl}${HOME_PATH}` }) });
      });
    }
    return warn.length;
  }

  /** Warned customers still inactive: deleted (reviews kept anonymised, photos removed), told by e-mail. */
  private async deleteInactiveCustomers(ctx: RequestContext): Promise<number> {
    const remove = await accountsToDelete(ctx.db, RETENTION_BATCH);
    for (const a of remove) {
      await accountService.removeAccount(ctx, a.id, (keptReviews, identityKept) => ({ to: a.email, ...accountDeletedMail({ firstName: a.first_name, keptReviews, inactive: true, identityKept }) }));
    }
    return remove.length;
  }

  /**
   * Restaurateurs 5 years past their last subscription and sign-in: deleted as their own deletion would be (ADR 0024:
   * subscription and card go, payments and invoices stay detached, the restaurant stays without owner). No e-mail:
   * the address is five years old and the deletion asks nothing of them.
   */
  private async deleteRetiredRestaurateurs(ctx: RequestContext): Promise<number> {
    const remove = await restaurateursToDelete(ctx.db, RETENTION_BATCH);
    for (const a of remove) await accountService.removeAccount(ctx, a.id);
    return remove.length;
  }
}

export const retentionService = new RetentionService();
