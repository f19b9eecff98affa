import { addDays, frenchDate } from '../../../../common/billing-rules.js';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../common/page-addresses.js';
import {
  END_NOTICE_DAYS, restoredDueDate, SUBSCRIPTION_DECISION_LABELS, SUBSCRIPTION_DECISION_MESSAGES, SUBSCRIPTION_GROUNDS, type RenewalHold, type SubscriptionDecisionKind, type SubscriptionGround,
} from '../../../../common/subscription-decision-rules.js';
import { repository, type Db } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountRecords } from '../accounts/index.js';
import { appealService } from '../appeals/index.js';
import { queueMail, subscriptionEndedByMijoteMail, subscriptionSuspendedMail, type MailContent } from '../mail/index.js';
import { changeRestaurantStatus, restaurantService } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { addRenewalHold, lockSubscription, parisToday, removeRenewalHold, type HoldTarget } from './billing.queries.js';
import { SubscriptionDecisionEntity } from './subscription-decision.entity.js';
import { SubscriptionEntity } from './subscription.entity.js';

interface SubscriptionDecisionInput {
  kind: SubscriptionDecisionKind;
  ground: SubscriptionGround | null;
  /** The statement of reasons the restaurateur receives (trimmed). */
  reasons: string;
  actorId: number;
}

export interface DecisionRow { kind: SubscriptionDecisionKind; ground: SubscriptionGround | null; reasons: string; effectiveOn: string; actorEmail: string | null; createdAt: Date }

const groundLabel = (ground: SubscriptionGround | null) => (ground ? SUBSCRIPTION_GROUNDS[ground].label : '');

/**
 * Mijote's decisions on a subscription (issue 28, docs/adr/0043; P2B art. 4, CGV « Durée, renouvellement et
 * résiliation »), each run in the caller's transaction, recorded with its ground and statement of reasons and e-mailed
 * to the restaurateur through the outbox; and the renewal holds other modules set when they take a page off line or
 * disable an account. The renewal job (renewal.service.ts) charges nothing while an end is fixed or a hold is set.
 */
class SubscriptionDecisions {
  /**
   * An admin's decision on a restaurant's active subscription: end it with notice (it ends END_NOTICE_DAYS days from
   * today or at the end of the paid period, whichever is later, with no further charge), end it at once (only on a
   * ground that allows it: the input's decorators check the ground with its kind), suspend it (page off line, no charge)
   * or lift the suspension. Answers the day it takes effect.
   */
  async decide(tx: RequestContext, restaurantId: number, input: SubscriptionDecisionInput): Promise<string> {
    await lockSubscription(tx.db, { restaurantId });
    const subscriptions = repository(tx, SubscriptionEntity);
    const sub = await subscriptions.findOne({ where: { restaurantId } });
    if (!sub) throw new ServiceError('CONFLICT', SUBSCRIPTION_DECISION_MESSAGES.noSubscription);
    if (sub.state !== 'active') throw new ServiceError('CONFLICT', SUBSCRIPTION_DECISION_MESSAGES.notActive);
    const suspended = sub.renewalHolds.includes('suspended');
    if (sub.endsOn && input.kind !== 'end_now') throw new ServiceError('CONFLICT', SUBSCRIPTION_DECISION_MESSAGES.alreadyEnding(frenchDate(sub.endsOn)));
    if (input.kind === 'suspend' && suspended) throw new ServiceError('CONFLICT', SUBSCRIPTION_DECISION_MESSAGES.alreadySuspended);
    if (input.kind === 'lift' && !suspended) throw new ServiceError('CONFLICT', SUBSCRIPTION_DECISION_MESSAGES.notSuspended);
    const today = await parisToday(tx.db);
    const [user, restaurant] = await Promise.all([accountRecords.byIdOrFail(tx.db, sub.userId), restaurantService.briefOrFail(tx, restaurantId)]);
    const base = { firstName: user.firstName, restaurantName: restaurant.name, dashboardUrl: `${tx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}` };
    const ground = groundLabel(input.ground);
    let effectiveOn = today;
    // The e-mail, once the decision row and its appeal exist (an end or a suspension can be contested: docs/adr/0049).
    let mail: (appealUrl: string | null) => MailContent;
    if (input.kind === 'end_notice') {
      const noticeEnd = addDays(today, END_NOTICE_DAYS);
      effectiveOn = sub.nextDueDate && sub.nextDueDate > noticeEnd ? sub.nextDueDate : noticeEnd;
      // Mijote's end supersedes the restaurateur's own cancellation; no period is charged until it.
      await subscriptions.update({ id: sub.id }, { endsOn: effectiveOn, cancelAtPeriodEnd: false });
      mail = (appealUrl) => subscriptionEndedByMijoteMail({ ...base, when: 'notice', endsOn: frenchDate(effectiveOn), ground, reasons: input.reasons, online: restaurant.status === 'published', appealUrl });
    } else if (input.kind === 'end_now') {
      const offline = await this.endNow(tx, sub, today);
      mail = (appealUrl) => subscriptionEndedByMijoteMail({ ...base, when: 'now', endsOn: frenchDate(today), ground, reasons: input.reasons, online: offline, appealUrl });
    } else if (input.kind === 'suspend') {
      const offline = await changeRestaurantStatus(tx.db, restaurantId, 'draft', { from: ['published'] });
      await addRenewalHold(tx.db, { restaurantId }, 'suspended');
      if (offline) await subscriptions.update({ id: sub.id }, { unpublishedByBilling: true });
      mail = (appealUrl) => subscriptionSuspendedMail({ ...base, suspended: true, ground, reasons: input.reasons, online: offline, appealUrl });
    } else {
      const online = await this.liftSuspension(tx, sub);
      mail = () => subscriptionSuspendedMail({ ...base, suspended: false, ground: null, reasons: input.reasons, online });
    }
    const inserted = await repository(tx, SubscriptionDecisionEntity).insert({
      subscriptionId: sub.id, kind: input.kind, ground: input.kind === 'lift' ? null : input.ground, reasons: input.reasons, effectiveOn, actorId: input.actorId,
    });
    const decisionId = (inserted.identifiers[0] as { id: number }).id;
    // An end or a suspension restricts the restaurateur: its appeal is opened in this transaction (P2B art. 11).
    const appealUrl = input.kind === 'lift' ? null : await appealService.open(tx, {
      subscriptionDecisionId: decisionId, action: input.kind === 'suspend' ? 'subscription_suspended' : 'subscription_ended', targetId: restaurantId,
      targetLabel: `Abonnement de ${restaurant.name} (${SUBSCRIPTION_DECISION_LABELS[input.kind].toLowerCase()})`, reason: `${ground} : ${input.reasons}`,
      accountId: sub.userId, email: sub.billingEmail, firstName: user.firstName, decidedAt: (inserted.generatedMaps[0] as { createdAt?: Date }).createdAt ?? new Date(),
      decidedBy: input.actorId,
    });
    await queueMail(tx, { to: sub.billingEmail, ...mail(appealUrl) });
    return effectiveOn;
  }

  /**
   * The renewal job, on the day an end with notice takes effect: the subscription ends, the page goes off line, and
   * the restaurateur is told (the ground and reasons of the decision that fixed it). The caller holds the lock.
   */
  async endAtNotice(tx: RequestContext, sub: SubscriptionEntity): Promise<void> {
    const today = await parisToday(tx.db);
    const offline = await this.endNow(tx, sub, sub.endsOn ?? today);
    const decision = await repository(tx, SubscriptionDecisionEntity).findOne({ where: { subscriptionId: sub.id, kind: 'end_notice' }, order: { id: 'DESC' } });
    const [user, restaurant] = await Promise.all([accountRecords.byIdOrFail(tx.db, sub.userId), restaurantService.briefOrFail(tx, sub.restaurantId)]);
    // The appeal the decision opened is still open (six months from the decision): the e-mail gives its link again.
    const appealUrl = decision ? await appealService.urlOfSubscriptionDecision(tx, decision.id) : null;
    await queueMail(tx, {
      to: sub.billingEmail,
      ...subscriptionEndedByMijoteMail({
        firstName: user.firstName, restaurantName: restaurant.name, dashboardUrl: `${tx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}`, when: 'effective',
        endsOn: frenchDate(sub.endsOn ?? today), ground: groundLabel(decision?.ground ?? null), reasons: decision?.reasons ?? '', online: offline, appealUrl,
      }),
    });
  }

  /**
   * Ends the subscription (state ended, no renewal, no new card restarts it); the page goes off line. Whether it was on
   * line — kept in `unpublished_by_billing`, so that an appeal restoring the subscription puts it back (docs/adr/0049).
   */
  private async endNow(tx: RequestContext, sub: SubscriptionEntity, on: string): Promise<boolean> {
    const offline = await changeRestaurantStatus(tx.db, sub.restaurantId, 'draft', { from: ['published'] });
    await repository(tx, SubscriptionEntity).update({ id: sub.id }, { state: 'ended', endsOn: on, cancelAtPeriodEnd: false, unpublishedByBilling: offline || sub.unpublishedByBilling, nextAttemptAt: null });
    return offline;
  }

  /** Lifts the suspension hold; back on line if the suspension took the page off (and nothing else holds it). Whether it is. */
  private async liftSuspension(tx: RequestContext, sub: SubscriptionEntity): Promise<boolean> {
    await removeRenewalHold(tx.db, { restaurantId: sub.restaurantId }, 'suspended');
    return this.republish(tx, sub);
  }

  /** A page billing took off line comes back (a page the moderation took off, 'offline', stays off). Whether it did. */
  private async republish(tx: RequestContext, sub: SubscriptionEntity): Promise<boolean> {
    const online = sub.unpublishedByBilling && await changeRestaurantStatus(tx.db, sub.restaurantId, 'published', { from: ['draft'], publishedBefore: true });
    if (online) await repository(tx, SubscriptionEntity).update({ id: sub.id }, { unpublishedByBilling: false });
    return online;
  }

  /**
   * An appeal reversed an end or a suspension (area 2, docs/adr/0049), in its transaction: only while the subscription
   * is still as that decision left it (no later decision of Mijote's; still suspended; still ending or ended).
   * - a suspension: lifted, as « lift » does (the page back if the suspension took it off; a period due meanwhile is
   *   due from today, charged for a month from today);
   * - an end (with notice, running or run out, or at once): the subscription is active again with no end fixed;
   *   renewal resumes on its next due date if it is still ahead, otherwise today (a month charged from today): nothing
   *   is charged for the time between the end and the restoration. The page comes back if the end took it off.
   *   A cancellation the restaurateur had asked before the end stays superseded (they can ask it again).
   * Answers false when the subscription has changed since (the appeal is then upheld, with an explanation).
   */
  async reverse(tx: RequestContext, decisionId: number): Promise<boolean> {
    const decisions = repository(tx, SubscriptionDecisionEntity);
    const decision = await decisions.findOne({ where: { id: decisionId } });
    if (!decision) return false;
    const subscriptions = repository(tx, SubscriptionEntity);
    const found = await subscriptions.findOne({ where: { id: decision.subscriptionId } });
    if (!found) return false;
    await lockSubscription(tx.db, { restaurantId: found.restaurantId });
    const sub = (await subscriptions.findOne({ where: { id: decision.subscriptionId } }))!;
    const latest = await decisions.findOne({ where: { subscriptionId: sub.id }, order: { id: 'DESC' } });
    if (latest?.id !== decision.id) return false;
    if (decision.kind === 'suspend') {
      if (sub.state !== 'active' || !sub.renewalHolds.includes('suspended')) return false;
      await this.liftSuspension(tx, sub);
      return true;
    }
    if (decision.kind !== 'end_notice' && decision.kind !== 'end_now') return false;
    if (!(sub.state === 'ended' || (sub.state === 'active' && sub.endsOn))) return false;
    const today = await parisToday(tx.db);
    const nextDueDate = restoredDueDate(sub.nextDueDate, today);
    await subscriptions.update({ id: sub.id }, { state: 'active', endsOn: null, cancelAtPeriodEnd: false, nextDueDate, failedAttempts: 0, nextAttemptAt: null });
    await this.republish(tx, sub);
    return true;
  }

  /**
   * Sets or lifts a renewal hold, in the caller's transaction: the administration when it takes a page off line or puts
   * it back, disables an account or enables it again, and the publication when a page goes back on line. Lifting the
   * last hold makes a period that fell due meanwhile due today.
   */
  async hold(tx: { db: Db }, by: HoldTarget, hold: Exclude<RenewalHold, 'suspended'>, on: boolean): Promise<void> {
    if (on) await addRenewalHold(tx.db, by, hold);
    else await removeRenewalHold(tx.db, by, hold);
  }

  /** A restaurant's decisions, newest first (its file in area 1). */
  async history(ctx: RequestContext, restaurantId: number): Promise<DecisionRow[]> {
    const rows = await repository(ctx, SubscriptionDecisionEntity).find({
      relations: { actor: true }, where: { subscription: { restaurantId } }, order: { createdAt: 'DESC', id: 'DESC' }, take: 50,
    });
    return rows.map((r) => ({ kind: r.kind, ground: r.ground, reasons: r.reasons, effectiveOn: r.effectiveOn, actorEmail: r.actor?.email ?? null, createdAt: r.createdAt }));
  }
}

export const subscriptionDecisions = new SubscriptionDecisions();
