import {
  addDays, addMonths, CARD_CHECK_CENTS, firstPeriodLines, nthPeriod, renewalLines, SUBSCRIPTION_TTC_CENTS, toCommandLine,
} from '../../../../common/billing-rules.js';
import { repository, type Db } from '../../db/transaction.js';
import type { Config } from '../../config.js';
import type { DemoOwner } from '../module.js';
import { cardRefOf } from './card-check-form.js';
import { issueInvoice } from './issue-invoice.js';
import { sandboxCardHandle } from './sandbox.routes.js';
import { parisToday } from './billing.queries.js';
import { PaymentEntity } from './payment.entity.js';
import { SubscriptionEntity } from './subscription.entity.js';

/** Periods the demo restaurateur has paid after the free first one: the dashboard shows four invoices. */
const DEMO_PAID_PERIODS = 3;

/**
 * The demo restaurateur's subscription (issue 25): card checked about three months ago, three monthly renewals paid,
 * each with its invoice issued on its day, the current period running; the stored card is one the sandbox provider
 * charges, so the renewal job carries on when the next period is due. Only with the sandbox: a real provider would be
 * asked to charge a card it never registered.
 */
export async function seedDemoSubscription(db: Db, owner: DemoOwner, config: Config): Promise<void> {
  if (config.payment.provider !== 'sandbox') return;
  const today = await parisToday(db);
  const cardCheckReference = (subscriptionId: number) => `MJC-${subscriptionId}-demo`;
  const anchor = addDays(addMonths(today, -DEMO_PAID_PERIODS), -6);
  const current = nthPeriod(anchor, DEMO_PAID_PERIODS);
  const year = Number(today.slice(2, 4));
  const inserted = await repository({ db }, SubscriptionEntity).createQueryBuilder().insert().values({
    restaurantId: owner.restaurantId, userId: owner.userId, state: 'active',
    billingCompany: owner.restaurantName, billingLastName: owner.lastName, billingFirstName: owner.firstName, billingAddress: owner.street,
    billingZipcode: owner.postalCode, billingCity: owner.city, billingEmail: owner.email, billingPhone: owner.phone ?? '0241000000',
    anchorDate: anchor, anchorPeriod: 0, periodNumber: DEMO_PAID_PERIODS, currentPeriodStart: current.from, currentPeriodEnd: current.to,
    nextDueDate: addDays(current.to, 1), cardRef: `MJA${owner.restaurantId}`, cardHandle: sandboxCardHandle(),
    cardExpiry: `${String((year + 2) % 100).padStart(2, '0')}12`, cardLastDigits: '42',
  }).returning('*').execute();
  const subscriptionId = (inserted.raw as { id: number }[])[0].id;
  // The holder reference of an active subscription is its card check's (billing.service.ts activate).
  await repository({ db }, SubscriptionEntity).update({ id: subscriptionId }, { cardRef: cardRefOf(cardCheckReference(subscriptionId)) });
  const sub = await repository({ db }, SubscriptionEntity).findOneByOrFail({ id: subscriptionId });
  for (let n = 0; n <= DEMO_PAID_PERIODS; n++) {
    const period = nthPeriod(anchor, n);
    const lines = n === 0 ? firstPeriodLines(period) : renewalLines(period);
    const paid = await repository({ db }, PaymentEntity).createQueryBuilder().insert().values({
      subscriptionId: sub.id, reference: n === 0 ? cardCheckReference(sub.id) : `MJR-${sub.id}-${n}-0`,
      kind: n === 0 ? 'card_check' : 'renewal', amountCents: n === 0 ? CARD_CHECK_CENTS : SUBSCRIPTION_TTC_CENTS,
      command: lines.map(toCommandLine), state: 'accepted', periodNumber: n === 0 ? null : n, idempotencyKey: n === 0 ? null : `renewal:${sub.id}:${n}:0`,
      errorCode: '00000', authorization: 'XXXXXX', settledAt: new Date(`${period.from}T09:00:00Z`),
    }).returning(['id']).execute();
    await issueInvoice({ db }, sub, (paid.raw as { id: number }[])[0].id, n, period, lines, period.from);
  }
}
