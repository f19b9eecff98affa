import { randomBytes } from 'node:crypto';
import {
  CARD_CHECK_CENTS, checkAccessCodeShape, checkBillingEmail, firstPeriodLines, renewalLines, frenchDate, normaliseBillingIdentity, toCommandLine,
  type BillingIdentity,
} from '../../../../common/billing-rules.js';
import { repository, withTransaction } from '../../db/transaction.js';
import { viewerIdOf } from '../../auth/viewer.js';
import type { RequestContext } from '../../graphql/context.js';
import { sha256 } from '../../auth/token.service.js';
import { accountRecords, sessionService, type Session } from '../accounts/index.js';
import { queueMail, subscriptionCancelledMail } from '../mail/index.js';
import { restaurantService, type RestaurantBrief } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { BILLING_SERVICE_MESSAGES } from './billing.messages.js';
import { lockSubscription, spendAccessCode } from './billing.queries.js';
import { invoiceView, subscriptionView, type InvoiceView, type PaymentTokenPayload, type SubscriptionView } from './billing.views.js';
import { InvoiceEntity } from './invoice.entity.js';
import { PaymentEntity } from './payment.entity.js';
import { orderOfPaymentToken, signPaymentToken } from './payment-token.js';
import { cardCheckPage } from './card-check-form.js';
import { SubscriptionEntity } from './subscription.entity.js';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../common/page-addresses.js';
import { SUBSCRIPTION_DECISION_MESSAGES } from '../../../../common/subscription-decision-rules.js';

interface StartCardCheckInput {
  userId: number;
  restaurantId: number;
  billing: BillingIdentity;
  /** A new card for a subscription already active (the restaurateur's space); the registration leaves it out. */
  newCard?: boolean;
}
export interface CardCheckForm {
  /** The auto-submitting form as HTML text (SPEC §7 formulaire_hmac). */
  html: string;
  /** Our order (PBX_CMD) and the token of its result pages. */
  reference: string;
  paymentToken: string;
}

const reference = (prefix: string, subscriptionId: number) => `${prefix}-${subscriptionId}-${randomBytes(6).toString('hex')}`;

/**
 * Subscriptions, payments and invoices (SPEC §1, §4; DESIGN §8). The notification is the only proof of payment; the
 * browser's return only displays: it is handled in payment-notification.service.ts, renewals in renewal.service.ts.
 */
class BillingService {
  /**
   * The card check that ends a registration (SPEC §7 formulaire_hmac): the restaurant's subscription, pending until the
   * notification, with the billing identity its invoices will freeze, and a 1 € authorisation-only payment, in one
   * transaction; then the signed form for the provider's page. Called by the registration module with the account
   * and restaurant its token stands for, and for a new card of a lapsed or cancelled subscription.
   */
  async startCardCheck(ctx: RequestContext, input: StartCardCheckInput): Promise<CardCheckForm> {
    const billing = normaliseBillingIdentity(input.billing);
    // The success page's one-time sign-in code (docs/adr/0025): 96 bits, short enough for the 150-character return URL.
    const accessCode = randomBytes(12).toString('base64url');
    // The address goes into the signed form (PBX_PORTEUR): one stored before its rule refused `&` and `=` is refused, not signed.
    const emailProblem = checkBillingEmail(billing.email);
    if (emailProblem) throw new ServiceError('INVALID_INPUT', emailProblem, 'email');
    const { payment } = await withTransaction(ctx, async (tx) => {
      const restaurant = { id: await restaurantService.checkOwner(tx, input.restaurantId, input.userId, { unknown: 'FORBIDDEN' }) };
      const subscriptions = repository(tx, SubscriptionEntity);
      const identity = {
        billingCompany: billing.company, billingLastName: billing.lastName, billingFirstName: billing.firstName, billingAddress: billing.address,
        billingZipcode: billing.zipcode, billingCity: billing.city, billingEmail: billing.email, billingPhone: billing.phone,
      };
      // One subscription per restaurant: created here, or locked and updated (a second try, a new card).
      await subscriptions.createQueryBuilder().insert()
        .values({ restaurantId: restaurant.id, userId: input.userId, ...identity, cardRef: `MJA${restaurant.id}` })
        .orIgnore().updateEntity(false).execute();
      await lockSubscription(tx.db, { restaurantId: restaurant.id });
      const sub = await subscriptions.findOneOrFail({ where: { restaurantId: restaurant.id } });
      if (sub.state === 'active' && !input.newCard) throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.alreadyActive);
      if (sub.state === 'ended') throw new ServiceError('CONFLICT', SUBSCRIPTION_DECISION_MESSAGES.endedByMijote);
      await subscriptions.update({ id: sub.id }, { ...identity, userId: input.userId });
      // The order: the free first period; after a lapse or a cancellation, the period charged once the card is back; a new card alone orders nothing.
      const command = !sub.anchorDate ? firstPeriodLines() : sub.state === 'active' ? [] : renewalLines();
      const inserted = await repository(tx, PaymentEntity).createQueryBuilder().insert()
        .values({
          subscriptionId: sub.id, reference: reference('MJC', sub.id), kind: 'card_check', amountCents: CARD_CHECK_CENTS, command: command.map(toCommandLine),
          accessCodeHash: sha256(accessCode),
        })
        .returning(['id', 'reference']).execute();
      const row = (inserted.raw as { id: number; reference: string }[])[0];
      return { payment: row };
    });
    const token = signPaymentToken(ctx.config.appSecret, payment.reference);
    const html = await cardCheckPage(ctx.config, ctx.db, { reference: payment.reference, token, accessCode, billing });
    return { html, reference: payment.reference, paymentToken: token };
  }


  /** POST /api/verify_payment_token: the order a result page's token names, as the notification left it. */
  async paymentByToken(ctx: RequestContext, token: unknown): Promise<PaymentTokenPayload | null> {
    const ref = orderOfPaymentToken(ctx.config.appSecret, token);
    if (!ref) return null;
    const payment = await repository(ctx, PaymentEntity).findOne({ relations: { subscription: true }, where: { reference: ref } });
    // A payment whose subscription went with its account's deletion answers like an unknown one.
    if (!payment?.subscription) return null;
    return {
      command: payment.command, ref: payment.reference, auto: payment.authorization, erreur: payment.errorCode,
      state: payment.state, subscriptionState: payment.subscription.state,
    };
  }

  /**
   * /payment/success?token=…&accesToken=… (SPEC §2, §4; docs/adr/0025): the one-time code of an accepted card check
   * opens the session of the account that started it — the return may land in another browser than the one that
   * left (a bank's app on a phone). Spent in the transaction that opens the session; any failure answers the same.
   */
  async signInAfterPayment(ctx: RequestContext, token: unknown, code: unknown): Promise<Session> {
    const refused = () => new ServiceError('LOGIN_FAILED', BILLING_SERVICE_MESSAGES.accessCodeRefused);
    const ref = orderOfPaymentToken(ctx.config.appSecret, token);
    if (!ref || checkAccessCodeShape(code) || typeof code !== 'string') throw refused();
    return withTransaction(ctx, async (tx) => {
      const subscriptionId = await spendAccessCode(tx.db, ref, sha256(code));
      const sub = subscriptionId === null ? null : await repository(tx, SubscriptionEntity).findOne({ select: { id: true, userId: true }, where: { id: subscriptionId } });
      const user = sub ? await accountRecords.byId(tx.db, sub.userId) : null;
      if (!user || user.role !== 'restaurateur') throw refused();
      return sessionService.start(tx, user);
    });
  }

  /**
   * The restaurateur's space: a new card check with the billing identity already given — a new card for an active
   * subscription, or the card that makes a lapsed or cancelled one active again (its next period is then charged).
   */
  async startCardUpdate(ctx: RequestContext, restaurantId: number): Promise<CardCheckForm> {
    const userId = viewerIdOf(ctx);
    const { sub } = await this.owned(ctx, userId, restaurantId, false);
    if (sub.state === 'pending_card_check') throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.registrationFirst);
    if (sub.state === 'ended') throw new ServiceError('CONFLICT', SUBSCRIPTION_DECISION_MESSAGES.endedByMijote);
    return this.startCardCheck(ctx, {
      userId, restaurantId, newCard: sub.state === 'active',
      billing: {
        company: sub.billingCompany, lastName: sub.billingLastName, firstName: sub.billingFirstName, address: sub.billingAddress, zipcode: sub.billingZipcode,
        city: sub.billingCity, email: sub.billingEmail, phone: sub.billingPhone,
      },
    });
  }

  /**
   * Whether a restaurant's subscription is active (the publication request's 'not-sub', the end of its registration):
   * one Mijote suspended is not (docs/adr/0043) — its page may not be published again until the suspension is lifted.
   */
  async isActive(ctx: RequestContext, restaurantId: number): Promise<boolean> {
    return repository(ctx, SubscriptionEntity).createQueryBuilder('s')
      .where(`s.restaurant_id = :restaurantId AND s.state = 'active' AND NOT ('suspended' = ANY (s.renewal_holds))`, { restaurantId }).getExists();
  }

  /** The subscriptions of the restaurants a restaurateur owns (one restaurant each, today). */
  async mySubscriptions(ctx: RequestContext): Promise<SubscriptionView[]> {
    const userId = viewerIdOf(ctx);
    const rows = await repository(ctx, SubscriptionEntity).find({ relations: { restaurant: true }, where: { restaurant: { ownerId: userId } }, order: { id: 'ASC' } });
    return rows.map((s) => subscriptionView(s, s.restaurant));
  }

  /** The subscription of a restaurant its owner asks about, locked for the caller's transaction. */
  private async owned(tx: RequestContext, userId: number, restaurantId: number, lock = true): Promise<{ sub: SubscriptionEntity; restaurant: RestaurantBrief }> {
    await restaurantService.checkOwner(tx, restaurantId, userId, { unknown: 'FORBIDDEN' });
    const restaurant = (await restaurantService.brief(tx, restaurantId))!;
    if (lock) await lockSubscription(tx.db, { restaurantId });
    const sub = await repository(tx, SubscriptionEntity).findOne({ where: { restaurantId } });
    if (!sub) throw new ServiceError('NOT_FOUND', BILLING_SERVICE_MESSAGES.subscriptionNotFound);
    return { sub, restaurant };
  }

  /** Cancel: no more charges; the subscription ends with the paid period (no commitment). */
  async cancel(ctx: RequestContext, restaurantId: number): Promise<SubscriptionView> {
    const userId = viewerIdOf(ctx);
    return withTransaction(ctx, async (tx) => {
      const { sub, restaurant } = await this.owned(tx, userId, restaurantId);
      if (sub.state !== 'active') throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.notActive);
      if (sub.endsOn) throw new ServiceError('CONFLICT', SUBSCRIPTION_DECISION_MESSAGES.endScheduled(frenchDate(sub.endsOn)));
      if (sub.cancelAtPeriodEnd) throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.alreadyCancelled);
      await repository(tx, SubscriptionEntity).update({ id: sub.id }, { cancelAtPeriodEnd: true });
      const user = await accountRecords.byIdOrFail(tx.db, sub.userId);
      await queueMail(tx, {
        to: sub.billingEmail,
        ...subscriptionCancelledMail({
          firstName: user.firstName, restaurantName: restaurant.name, endDate: frenchDate(sub.currentPeriodEnd!), offlineDate: frenchDate(sub.nextDueDate!),
          online: restaurant.status === 'published', effective: false, dashboardUrl: `${ctx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}`,
        }),
      });
      return subscriptionView({ ...sub, cancelAtPeriodEnd: true }, restaurant);
    });
  }

  /** Resume before the end of the period: renewals go on as before. */
  async resume(ctx: RequestContext, restaurantId: number): Promise<SubscriptionView> {
    const userId = viewerIdOf(ctx);
    return withTransaction(ctx, async (tx) => {
      const { sub, restaurant } = await this.owned(tx, userId, restaurantId);
      if (sub.state !== 'active' || !sub.cancelAtPeriodEnd) throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.notCancelled);
      await repository(tx, SubscriptionEntity).update({ id: sub.id }, { cancelAtPeriodEnd: false });
      return subscriptionView({ ...sub, cancelAtPeriodEnd: false }, restaurant);
    });
  }

  /** A restaurateur's invoices, newest first. */
  async myInvoices(ctx: RequestContext): Promise<InvoiceView[]> {
    const userId = viewerIdOf(ctx);
    const rows = await repository(ctx, InvoiceEntity).find({
      relations: { subscription: { restaurant: true } }, where: { subscription: { restaurant: { ownerId: userId } } }, order: { year: 'DESC', sequence: 'DESC' },
    });
    return rows.map((i) => invoiceView(i));
  }

  /** One invoice of the restaurateur's (another's is not found). */
  async invoice(ctx: RequestContext, number: string): Promise<InvoiceView> {
    const userId = viewerIdOf(ctx);
    const row = await repository(ctx, InvoiceEntity).findOne({ relations: { subscription: { restaurant: true } }, where: { number, subscription: { restaurant: { ownerId: userId } } } });
    if (!row) throw new ServiceError('NOT_FOUND', BILLING_SERVICE_MESSAGES.invoiceNotFound);
    return invoiceView(row);
  }
}

export const billingService = new BillingService();
