import { CGU_PATH, CGU_RESTO_PATH, CGV_RESTO_PATH } from '../../../../common/page-addresses.js';
import { frenchLongDate } from '../../../../common/french-dates.js';
import { toDbId } from '../../../../common/input-rules.js';
import {
  NOTICE_AUDIENCE, NOTICE_AUDIENCE_LABELS, NOTICE_LIMITS, NOTICE_MESSAGES, type NoticeDraft, type NoticeKind,
} from '../../../../common/notice-rules.js';
import { afterCommit, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords } from '../accounts/index.js';
import { mailDeliveries, queueMail, termsNoticeMail } from '../mail/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { kickNotice } from './notice-kick.js';
import {
  addRecipients, insertNotice, latestNotices, lockNotice, markProgress, markQueued, noticeById, recordDeliveries, takeUnqueued, undeliveredMailIds,
  unqueuedCount, type NoticeRow,
} from './notices.queries.js';

/**
 * The throttle (docs/adr/0044): each step of a notice's job gathers at most GATHER_BATCH accounts from the accounts
 * module and puts at most SEND_BATCH e-mails in the mail outbox, then the next step waits STEP_PAUSE_SECONDS — the mail
 * outbox sends one message after another, so a notice to thousands of accounts never holds the server or SMTP at once.
 */
export const NOTICE_THROTTLE = { gatherBatch: 1000, sendBatch: 10, stepPauseSeconds: 1, settlePauseSeconds: 3 } as const;

/** What one step did: recipients gathered, e-mails queued, deliveries recorded, and whether a further step is needed at once. */
interface StepOutcome { gathered: number; queued: number; ended: number; more: boolean; settled: boolean }

const TERMS_PATH: Record<NoticeKind, string> = { CUSTOMER_TERMS: CGU_PATH, BUSINESS_TERMS: CGU_RESTO_PATH, PRICE: CGV_RESTO_PATH };

class NoticeService {
  /** Area 1's list: the latest notices with the figures of their sending. */
  list(ctx: RequestContext): Promise<NoticeRow[]> {
    return latestNotices(ctx.db, NOTICE_LIMITS.listed);
  }

  /**
   * Records a notice and starts its sending (the job's first step once it commits). Refused, with its French message,
   * when the date of effect is too close (15 days for the business terms and the price: common/notice-rules.ts).
   */
  async send(ctx: RequestContext, draft: NoticeDraft): Promise<{ notice: NoticeRow; message: string }> {
    // Its kind, texts and date of effect (15 days for the business terms and the price) are NoticeInput's decorators'.
    const kind = draft.kind as NoticeKind;
    const audience = NOTICE_AUDIENCE[kind];
    const { id, count } = await withTransaction(ctx, async (tx) => {
      const author = await accountRecords.byIdOrFail(tx.db, ctx.viewer!.id);
      const noticeId = await insertNotice(tx.db, {
        kind, audience, subject: draft.subject.trim(), body: draft.body.trim(), effectiveOn: draft.effectiveOn, authorId: author.id, authorLabel: author.email,
      });
      afterCommit(tx.db, () => void kickNotice(noticeId).catch(() => {}));
      return { id: noticeId, count: await accountRecords.noticeRecipientCount(tx.db, audience) };
    });
    return { notice: (await noticeById(ctx.db, id))!, message: NOTICE_MESSAGES.queued(count, NOTICE_AUDIENCE_LABELS[audience]) };
  }

  async get(ctx: RequestContext, rawId: number): Promise<NoticeRow> {
    const id = toDbId(rawId);
    const row = id === null ? undefined : await noticeById(ctx.db, id);
    if (!row) throw new ServiceError('NOT_FOUND', NOTICE_MESSAGES.notFound, 'id');
    return row;
  }

  /**
   * One step of a notice's sending (the job, notices.jobs.ts): gathers the next accounts, queues the next e-mails —
   * each recipient marked queued in the transaction that writes its e-mail to the outbox, rows another step holds
   * skipped, so a recipient is never sent twice however often or concurrently a step runs — and records the deliveries
   * the outbox has ended. Answers `more` while recipients are left to gather or queue.
   */
  async step(ctx: RequestContext, noticeId: number): Promise<StepOutcome> {
    const outcome: StepOutcome = { gathered: 0, queued: 0, ended: 0, more: false, settled: false };
    const notice = await withTransaction(ctx, async (tx) => {
      const n = await lockNotice(tx.db, noticeId);
      if (!n || n.settled_at || n.gathered_at) return n;
      const rows = await accountRecords.noticeRecipients(tx.db, n.audience as 'customer' | 'restaurateur', n.gathered_through ?? 0, NOTICE_THROTTLE.gatherBatch);
      await addRecipients(tx.db, noticeId, rows, rows.length < NOTICE_THROTTLE.gatherBatch);
      outcome.gathered = rows.length;
      return { ...n, gathered_at: rows.length < NOTICE_THROTTLE.gatherBatch ? new Date() : null };
    });
    if (!notice || notice.settled_at) return { ...outcome, settled: Boolean(notice?.settled_at) };

    if (!notice.queued_at) {
      const kind = notice.kind as NoticeKind;
      outcome.queued = await withTransaction(ctx, async (tx) => {
        const batch = await takeUnqueued(tx.db, noticeId, NOTICE_THROTTLE.sendBatch);
        for (const r of batch) {
          const mailId = await queueMail(tx, {
            to: r.email,
            ...termsNoticeMail({
              firstName: r.first_name, subject: notice.subject, body: notice.body, effectiveOn: frenchLongDate(notice.effective_on),
              termsUrl: `${ctx.config.publicUrl}${TERMS_PATH[kind]}`, business: kind !== 'CUSTOMER_TERMS',
            }),
          });
          await markQueued(tx.db, noticeId, r.user_id, mailId);
        }
        return batch.length;
      });
    }

    const waiting = await undeliveredMailIds(ctx.db, noticeId, 5000);
    const ended = waiting.length ? await mailDeliveries(ctx.db, waiting) : [];
    await withTransaction(ctx, async (tx) => {
      await recordDeliveries(tx.db, noticeId, ended);
      const progress = await markProgress(tx.db, noticeId);
      outcome.settled = progress.settled;
    });
    outcome.ended = ended.length;
    outcome.more = !notice.gathered_at || (await unqueuedCount(ctx.db, noticeId)) > 0;
    return outcome;
  }
}

export const noticeService = new NoticeService();
