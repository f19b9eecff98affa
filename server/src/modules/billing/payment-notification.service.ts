import { addDays, firstPeriodLines, formatEuros, frenchDate, nthPeriod, SUBSCRIPTION_TTC_CENTS } from '../../../../common/billing-rules.js';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../common/page-addresses.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { logger } from '../../logger.js';
import { accountRecords } from '../accounts/index.js';
import { cardRegisteredMail, queueMail, type MailMessage } from '../mail/index.js';
import { restaurantService } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { BILLING_SERVICE_MESSAGES } from './billing.messages.js';
import { lockPayment, lockSubscription, parisToday } from './billing.queries.js';
import { cardRefOf } from './card-check-form.js';
import { issueInvoice } from './issue-invoice.js';
import { PaymentEntity } from './payment.entity.js';
import { providerSettings } from './provider.js';
import { queryValues, verifySignedQuery } from './signatures.js';
import { SubscriptionEntity } from './subscription.entity.js';

/**
 * What the module that started the card check adds when it ends a registration (the registration's welcome): called in
 * the activation's transaction, its e-mails leave with billing's once it has committed. modules/index.ts hands it over
 * (registration imports billing).
 */
type FirstActivation = (tx: RequestContext, who: { userId: number; restaurantId: number }) => Promise<MailMessage[]>;
let firstActivation: FirstActivation = () => {
  throw new Error('onFirstCardCheck was not called (modules/index.ts)');
};

export function onFirstCardCheck(listener: FirstActivation): void {
  firstActivation = listener;
}

/** Responses that mean the buyer left the page rather than a refusal (reference §2.4). */
const CANCEL_CODES = new Set(['00001', '00030', '00117']);

const logRefusal = (reason: string, raw: string) => logger.warn({ reason, notification: raw.slice(0, 500) }, 'Paiement : notification refusée');

/** U = handle, two spaces, expiry AAMM, two spaces, '---' (URL-encoded `Handle++AAMM++---`), read after decoding. */
function parseCardToken(u: string | undefined): { handle: string; expiry: string | null } | null {
  if (!u) return null;
  const [handle, expiry] = u.split(/\s{2}/);
  if (!handle?.trim()) return null;
  return { handle: handle.trim(), expiry: /^\d{4}$/.test(expiry ?? '') ? expiry : null };
}

/**
 * The provider's notification (PBX_REPONDRE_A), the only proof of payment: the signature over the raw query exactly
 * as received, then E, A, M and R; idempotent. A refusal throws (and is logged): nothing changes.
 */
export async function handlePaymentNotification(ctx: RequestContext, rawQuery: string): Promise<void> {
  const settings = await providerSettings(ctx.config, ctx.db);
  if (!verifySignedQuery(rawQuery, settings.keys)) {
    logRefusal('signature', rawQuery);
    throw new ServiceError('INVALID_INPUT', BILLING_SERVICE_MESSAGES.forged);
  }
  const v = queryValues(rawQuery.slice(0, rawQuery.lastIndexOf('&K=')));
  const ref = v.get('R') ?? '';
  const code = v.get('E') ?? '';
  await withTransaction(ctx, async (tx) => {
    const payments = repository(tx, PaymentEntity);
    await lockPayment(tx.db, { reference: ref });
    const payment = await payments.findOne({ where: { reference: ref } });
    if (!payment || payment.kind !== 'card_check') {
      logRefusal('commande inconnue', rawQuery);
      throw new ServiceError('NOT_FOUND', BILLING_SERVICE_MESSAGES.unknownOrder);
    }
    if (payment.state !== 'pending') {
      // The provider may send the same notification again: it changes nothing. Anything else about a settled order is refused.
      if (payment.rawResponse === rawQuery) return { kind: 'duplicate' as const };
      logRefusal('commande déjà réglée', rawQuery);
      throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.replay);
    }
    if (v.get('M') !== String(payment.amountCents)) {
      logRefusal('montant', rawQuery);
      throw new ServiceError('INVALID_INPUT', BILLING_SERVICE_MESSAGES.wrongAmount);
    }
    const answer = {
      errorCode: /^\d{5}$/.test(code) ? code : '00003', authorization: v.get('A') || null, callNumber: v.get('T') || null,
      transactionNumber: v.get('S') || null, rawResponse: rawQuery, settledAt: () => 'now()',
    };
    const card = parseCardToken(v.get('U'));
    if (code !== '00000') {
      await payments.update({ id: payment.id }, { ...answer, state: CANCEL_CODES.has(code) ? 'cancelled' : 'refused' } as never);
      return { kind: 'refused' as const };
    }
    if (!answer.authorization || !card) {
      logRefusal('autorisation ou jeton absent', rawQuery);
      throw new ServiceError('INVALID_INPUT', BILLING_SERVICE_MESSAGES.incomplete);
    }
    await payments.update({ id: payment.id }, { ...answer, state: 'accepted' } as never);
    const activated = await activate(tx, payment, card, v.get('J') ?? null, v.get('D') ?? null);
    // The card check's e-mails (and the welcome of a first one) leave with it.
    for (const mail of activated.mails) await queueMail(tx, mail);
    return { kind: 'accepted' as const };
  });
}

/** A card check accepted: the card stored, the subscription active; a first one starts its free period with its invoice. */
async function activate(tx: RequestContext, payment: PaymentEntity, card: { handle: string; expiry: string | null }, lastDigits: string | null, expiryD: string | null) {
  const subscriptions = repository(tx, SubscriptionEntity);
  if (payment.subscriptionId !== null) await lockSubscription(tx.db, { id: payment.subscriptionId });
  const sub = payment.subscriptionId === null ? null : await subscriptions.findOne({ where: { id: payment.subscriptionId } });
  // The restaurateur's account, and with it the subscription, was deleted before the provider answered: nothing to activate.
  if (!sub) return { mails: [] };
  // Mijote ended it (docs/adr/0043): a card check started before the end restarts nothing (its 1 € is never debited).
  if (sub.state === 'ended') return { mails: [] };
  const cardFields = { cardRef: cardRefOf(payment.reference), cardHandle: card.handle, cardExpiry: card.expiry ?? (/^\d{4}$/.test(expiryD ?? '') ? expiryD : null), cardLastDigits: /^\d{2,4}$/.test(lastDigits ?? '') ? lastDigits : null };
  const today = await parisToday(tx.db);
  if (sub.state === 'active') {
    await subscriptions.update({ id: sub.id }, cardFields);
    return { mails: [] };
  }
  if (sub.anchorDate) {
    // A new card for a lapsed or cancelled subscription: active again, the new period charged at once by the renewal job.
    await subscriptions.update({ id: sub.id }, { ...cardFields, state: 'active', cancelAtPeriodEnd: false, failedAttempts: 0, nextAttemptAt: null, nextDueDate: today });
    return { mails: [] };
  }
  const period = nthPeriod(today, 0);
  const nextDue = addDays(period.to, 1);
  await subscriptions.update({ id: sub.id }, {
    ...cardFields, state: 'active', anchorDate: today, periodNumber: 0, currentPeriodStart: period.from, currentPeriodEnd: period.to, nextDueDate: nextDue,
    cancelAtPeriodEnd: false, failedAttempts: 0, nextAttemptAt: null,
  });
  const invoice = await issueInvoice(tx, { ...sub, ...cardFields }, payment.id, 0, period, firstPeriodLines(period));
  const [user, restaurant] = await Promise.all([
    accountRecords.byIdOrFail(tx.db, sub.userId),
    restaurantService.briefOrFail(tx, sub.restaurantId),
  ]);
  // A first card check ends the registration: its welcome leaves now, not before the card is checked (issue 25).
  const ended = await firstActivation(tx, { userId: sub.userId, restaurantId: sub.restaurantId });
  return {
    mails: [
      ...ended,
      {
        to: sub.billingEmail,
        ...cardRegisteredMail({
          firstName: user.firstName, restaurantName: restaurant.name, cardLastDigits: cardFields.cardLastDigits ?? '**', periodEnd: frenchDate(period.to),
          nextDue: frenchDate(nextDue), amount: formatEuros(SUBSCRIPTION_TTC_CENTS), invoiceNumber: invoice.number, dashboardUrl: `${tx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}`,
        }),
      },
    ],
  };
}
