import { addDays, formatEuros, frenchDate, nthPeriod, RENEWAL_RETRY_DAYS, renewalLines, SUBSCRIPTION_TTC_CENTS, toCommandLine } from '../../../../common/billing-rules.js';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../common/page-addresses.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords } from '../accounts/index.js';
import { chargeFailedMail, queueMail, renewalReceiptMail, subscriptionCancelledMail, subscriptionLapsedMail, type MailContent } from '../mail/index.js';
import { changeRestaurantStatus, restaurantService } from '../restaurants/index.js';
import { issueInvoice } from './issue-invoice.js';
import { lockPayment, lockSubscription, parisToday } from './billing.queries.js';
import { PaymentEntity } from './payment.entity.js';
import { callDirect, DIRECT_CHARGE, DIRECT_CONSULT, providerSettings, UNKNOWN_OUTCOME, type DirectAnswer } from './provider.js';
import { SubscriptionEntity } from './subscription.entity.js';
import { subscriptionDecisions } from './subscription-decision.service.js';

/** Days after the due date on which a refused charge is tried again; after the last one, the subscription lapses (the CGV say them). */
const RETRY_DAYS = RENEWAL_RETRY_DAYS;
/** How long a worker holds a renewal it is charging; after a crash, the next one reconciles once it has passed. */
export const LEASE_SECONDS = 120;

type RenewalOutcome = 'not-due' | 'busy' | 'renewed' | 'failed' | 'lapsed' | 'ended' | 'pending';

interface RenewalOptions {
  /** Test seam: runs after the provider answered and before the answer is recorded (a crash there). */
  afterCharge?: (answer: DirectAnswer) => Promise<void>;
  leaseSeconds?: number;
}

interface Mail { to: string; content: MailContent }

/**
 * A due subscription's renewal, exactly once whatever the number of workers and crashes:
 * 1. in a transaction, the subscription locked: what is due is decided — the period ends (cancellation asked), or a
 *    renewal payment row is written (or found) under its idempotency key (subscription, period, attempt) and leased;
 * 2. the provider is called outside any transaction, with the payment's reference and question number (a payment
 *    left pending by a crash is first looked up at the provider: it is charged again only if the provider has nothing);
 * 3. in a second transaction, the answer is recorded once: invoice and next period, or the failure and its retry.
 */
class RenewalService {
  async renew(ctx: RequestContext, subscriptionId: number, options: RenewalOptions = {}): Promise<RenewalOutcome> {
    const lease = options.leaseSeconds ?? LEASE_SECONDS;
    const decided = await withTransaction(ctx, async (tx) => {
      await lockSubscription(tx.db, { id: subscriptionId });
      const sub = await repository(tx, SubscriptionEntity).createQueryBuilder('s').addSelect('s.cardHandle').where('s.id = :id', { id: subscriptionId }).getOne();
      const today = await parisToday(tx.db);
      if (!sub || sub.state !== 'active') return { kind: 'not-due' as const };
      // Mijote ended it with notice (docs/adr/0043): nothing is charged until the day it ends, then it ends.
      if (sub.endsOn) {
        if (sub.endsOn > today) return { kind: 'not-due' as const };
        await subscriptionDecisions.endAtNotice(tx, sub);
        return { kind: 'ended' as const };
      }
      if (!sub.nextDueDate || sub.nextDueDate > today) return { kind: 'not-due' as const };
      // The restaurateur's cancellation ends the paid period, renewals held or not (ending charges nothing).
      if (sub.cancelAtPeriodEnd) {
        const mail = await this.end(tx, sub);
        if (mail) await queueMail(tx, { to: mail.to, ...mail.content });
        return { kind: 'ended' as const };
      }
      // Suspended by Mijote, page taken off line by the moderation, account disabled: no charge until lifted.
      if (sub.renewalHolds.length > 0) return { kind: 'not-due' as const };
      if (sub.nextAttemptAt && sub.nextAttemptAt.getTime() > Date.now()) return { kind: 'not-due' as const };
      const period = sub.periodNumber + 1;
      const payments = repository(tx, PaymentEntity);
      // The renewal under way for this period (left pending by a crash), or a new attempt numbered after the settled ones.
      let payment = await payments.findOne({ where: { subscriptionId: sub.id, kind: 'renewal', periodNumber: period, state: 'pending' } });
      if (!payment) {
        const attempt = await payments.count({ where: { subscriptionId: sub.id, kind: 'renewal', periodNumber: period } });
        const inserted = await payments.createQueryBuilder().insert().values({
          subscriptionId: sub.id, reference: `MJR-${sub.id}-${period}-${attempt}`, kind: 'renewal', amountCents: SUBSCRIPTION_TTC_CENTS,
          periodNumber: period, idempotencyKey: `renewal:${sub.id}:${period}:${attempt}`, command: renewalLines().map(toCommandLine),
        }).returning(['id']).execute();
        payment = await payments.findOneByOrFail({ id: (inserted.raw as { id: number }[])[0].id });
      }
      if (payment.leaseUntil && payment.leaseUntil.getTime() > Date.now()) return { kind: 'busy' as const };
      // A lease already taken once and run out: a worker died after (maybe) calling the provider.
      const interrupted = payment.leaseUntil !== null;
      await payments.update({ id: payment.id }, { leaseUntil: () => `now() + make_interval(secs => ${Math.trunc(lease)})` } as never);
      return { kind: 'charge' as const, sub, payment, interrupted };
    });
    if (decided.kind === 'not-due' || decided.kind === 'busy') return decided.kind;
    if (decided.kind === 'ended') return 'ended';
    const { sub, payment, interrupted } = decided;
    const settings = await providerSettings(ctx.config, ctx.db);
    const request = { reference: payment.reference, amountCents: payment.amountCents, question: payment.id, cardRef: sub.cardRef, handle: sub.cardHandle ?? '', expiry: sub.cardExpiry ?? '0000' };
    let answer: DirectAnswer | null = null;
    if (interrupted) {
      const found = await callDirect(settings, DIRECT_CONSULT, request);
      // Known to the provider: its answer is the charge's; unknown (no such transaction): it was never charged.
      if (found.code === '00000' || /^001\d\d$/.test(found.code)) answer = found;
      else if (found.code === UNKNOWN_OUTCOME) return 'pending';
    }
    answer ??= await callDirect(settings, DIRECT_CHARGE, request);
    if (answer.code === UNKNOWN_OUTCOME) return 'pending';
    await options.afterCharge?.(answer);
    return withTransaction(ctx, async (tx) => {
      const recorded = await this.record(tx, payment.id, answer);
      for (const mail of recorded.mails) await queueMail(tx, { to: mail.to, ...mail.content });
      return recorded.outcome;
    });
  }

  /** Records the provider's answer once (the payment row locked: a second recorder finds it settled). */
  private async record(tx: RequestContext, paymentId: number, answer: DirectAnswer): Promise<{ outcome: RenewalOutcome; mails: Mail[] }> {
    const payments = repository(tx, PaymentEntity);
    await lockPayment(tx.db, { id: paymentId });
    const payment = await payments.findOneOrFail({ where: { id: paymentId } });
    if (payment.state !== 'pending') return { outcome: 'busy', mails: [] };
    const subscriptions = repository(tx, SubscriptionEntity);
    if (payment.subscriptionId !== null) await lockSubscription(tx.db, { id: payment.subscriptionId });
    const sub = payment.subscriptionId === null ? null : await subscriptions.findOne({ where: { id: payment.subscriptionId } });
    const accepted = answer.code === '00000';
    await payments.update({ id: payment.id }, {
      state: accepted ? 'accepted' : 'refused', errorCode: /^\d{5}$/.test(answer.code) ? answer.code : '00003', authorization: answer.authorization,
      transactionNumber: answer.transactionNumber, callNumber: answer.callNumber, rawResponse: answer.raw, settledAt: () => 'now()', leaseUntil: null,
    } as never);
    // The account, and with it the subscription, was deleted while the charge was under way: the answer is kept, nothing else.
    if (!sub) return { outcome: 'ended', mails: [] };
    const [user, restaurant] = await Promise.all([
      accountRecords.byIdOrFail(tx.db, sub.userId),
      restaurantService.briefOrFail(tx, sub.restaurantId),
    ]);
    const dashboardUrl = `${tx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}`;
    const amount = formatEuros(SUBSCRIPTION_TTC_CENTS);
    if (accepted) {
      // The paid period starts on the due date it was charged for: the next one counted from the anchor, or — when a
      // lapsed or cancelled subscription starts again (due the day its new card was registered) — one from that day,
      // which becomes the new anchor.
      const n = payment.periodNumber!;
      let anchor = { date: sub.anchorDate!, period: sub.anchorPeriod };
      let period = nthPeriod(anchor.date, n - anchor.period);
      if (period.from !== sub.nextDueDate) {
        anchor = { date: sub.nextDueDate!, period: n };
        period = nthPeriod(anchor.date, 0);
      }
      const nextDue = addDays(period.to, 1);
      const invoice = await issueInvoice(tx, sub, payment.id, n, period, renewalLines(period));
      await subscriptions.update({ id: sub.id }, {
        state: 'active', periodNumber: n, anchorDate: anchor.date, anchorPeriod: anchor.period, currentPeriodStart: period.from, currentPeriodEnd: period.to,
        nextDueDate: nextDue, failedAttempts: 0, nextAttemptAt: null,
      });
      const mails: Mail[] = [{ to: sub.billingEmail, content: renewalReceiptMail({ firstName: user.firstName, restaurantName: restaurant.name, amount, invoiceNumber: invoice.number, periodStart: frenchDate(period.from), periodEnd: frenchDate(period.to), dashboardUrl }) }];
      if (sub.unpublishedByBilling) {
        await changeRestaurantStatus(tx.db, sub.restaurantId, 'published', { from: ['draft'], publishedBefore: true });
        await subscriptions.update({ id: sub.id }, { unpublishedByBilling: false });
      }
      return { outcome: 'renewed', mails };
    }
    const failures = sub.failedAttempts + 1;
    if (failures > RETRY_DAYS.length) {
      const offline = await changeRestaurantStatus(tx.db, sub.restaurantId, 'draft', { from: ['published'] });
      await subscriptions.update({ id: sub.id }, { state: 'lapsed', failedAttempts: failures, nextAttemptAt: null, unpublishedByBilling: offline || sub.unpublishedByBilling });
      return { outcome: 'lapsed', mails: [{ to: sub.billingEmail, content: subscriptionLapsedMail({ firstName: user.firstName, restaurantName: restaurant.name, offline, dashboardUrl }) }] };
    }
    const retryDay = addDays(sub.nextDueDate!, RETRY_DAYS[failures - 1]);
    const lastDay = addDays(sub.nextDueDate!, RETRY_DAYS[RETRY_DAYS.length - 1]);
    await subscriptions.update({ id: sub.id }, { failedAttempts: failures, nextAttemptAt: () => `'${retryDay}'::date AT TIME ZONE 'Europe/Paris'` } as never);
    return {
      outcome: 'failed',
      mails: [{ to: sub.billingEmail, content: chargeFailedMail({ firstName: user.firstName, restaurantName: restaurant.name, amount, nextAttempt: frenchDate(retryDay), lapseDate: frenchDate(lastDay), dashboardUrl }) }],
    };
  }

  /** The end of a cancelled subscription's paid period: it ends, the restaurant goes off line. */
  private async end(tx: RequestContext, sub: SubscriptionEntity): Promise<{ to: string; content: MailContent }> {
    const offline = await changeRestaurantStatus(tx.db, sub.restaurantId, 'draft', { from: ['published'] });
    await repository(tx, SubscriptionEntity).update({ id: sub.id }, { state: 'cancelled', cancelAtPeriodEnd: false, unpublishedByBilling: offline || sub.unpublishedByBilling });
    const [user, restaurant] = await Promise.all([
      accountRecords.byIdOrFail(tx.db, sub.userId),
      restaurantService.briefOrFail(tx, sub.restaurantId),
    ]);
    return {
      to: sub.billingEmail,
      content: subscriptionCancelledMail({
        firstName: user.firstName, restaurantName: restaurant.name, endDate: frenchDate(sub.currentPeriodEnd!), offlineDate: frenchDate(sub.nextDueDate!), online: offline,
        effective: true, dashboardUrl: `${tx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}`,
      }),
    };
  }
}

export const renewalService = new RenewalService();
