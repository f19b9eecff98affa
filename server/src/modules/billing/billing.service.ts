import { randomBytes } from 'node:crypto';
import {
  addDays, CARD_CHECK_CENTS, checkAccessCodeShape, checkBillingEmail, firstPeriodLines, renewalLines, formatEuros, formatInvoiceNumber, frenchDate, fromCommandLine, normaliseBillingIdentity, nthPeriod, orderTotals,
  SUBSCRIPTION_TTC_CENTS, toCommandLine, TRANSFER_DAYS, VAT_RATE_PERCENT, type BillingIdentity, type CommandLine, type OrderLine,
} from '../../../../common/billing-rules.js';
import { repository, withTransaction, type Db } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { sha256 } from '../../auth/token.service.js';
import { SESSION_USER, sessionService, UserEntity, type Session } from '../accounts/index.js';
import { cardRegisteredMail, subscriptionCancelledMail, welcomeMail } from '../mail/index.js';
import { restaurantService, type RestaurantBrief } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { nextInvoiceSequence, parisToday, spendAccessCode } from './billing.queries.js';
import { InvoiceEntity, type InvoiceMode } from './invoice.entity.js';
import { PaymentEntity, type PaymentState } from './payment.entity.js';
import { orderOfPaymentToken, signPaymentToken } from './payment-token.js';
import { paymentPageUrl, providerSettings } from './provider.js';
import { cardCheckFields, cardCheckHtml, cardRefOf } from './card-check-form.js';
import { queryValues, verifySignedQuery } from './signatures.js';
import { SubscriptionEntity, type SubscriptionState } from './subscription.entity.js';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../common/page-addresses.js';
import { logger } from '../../logger.js';

/** SPEC §8 and the billing screens' messages. */
const BILLING_SERVICE_MESSAGES = {
  subscriptionNotFound: 'Aucun abonnement pour ce restaurant.',
  alreadyActive: 'L’abonnement de ce restaurant est déjà actif.',
  notActive: 'L’abonnement n’est pas actif.',
  registrationFirst: 'Terminez d’abord l’inscription : l’enregistrement de la carte se fait à sa dernière étape.',
  alreadyCancelled: 'La résiliation est déjà enregistrée.',
  notCancelled: 'Aucune résiliation à annuler.',
  invoiceNotFound: 'Facture introuvable.',
  forged: 'Notification refusée : signature invalide.',
  unknownOrder: 'Notification refusée : commande inconnue.',
  wrongAmount: 'Notification refusée : montant inattendu.',
  incomplete: 'Notification refusée : autorisation absente.',
  replay: 'Notification refusée : cette commande est déjà réglée.',
  accessCodeRefused: 'Ce lien de connexion n’est plus valable : connectez-vous avec votre adresse e-mail et votre mot de passe.',
} as const;

/** Responses that mean the buyer left the page rather than a refusal (reference §2.4). */
const CANCEL_CODES = new Set(['00001', '00030', '00117']);

export const DASHBOARD_PATH = RESTAURATEUR_DASHBOARD_PATH;

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

export interface PaymentTokenPayload {
  /** SPEC §3: the order lines, the order reference, the authorisation number, the provider's response code. */
  command: CommandLine[];
  ref: string;
  auto: string | null;
  erreur: string | null;
  /** pending until the notification has arrived. */
  state: PaymentState;
  subscriptionState: SubscriptionState;
}

export interface SubscriptionView {
  id: number;
  restaurantId: number;
  restaurantName: string;
  state: SubscriptionState;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  nextDueDate: string | null;
  cancelAtPeriodEnd: boolean;
  /**
   * Cancellation asked: the day the renewal job ends the subscription and takes the page off line (its next due date,
   * the day after the paid period: renewal.service.ts, dueSubscriptionIds).
   */
  endsOn: string | null;
  restaurantOnline: boolean;
  failedAttempts: number;
  cardLastDigits: string | null;
  /** MM/AA */
  cardExpiry: string | null;
  amountTtcCents: number;
}

export interface InvoiceView {
  number: string;
  issuedAt: Date;
  mode: InvoiceMode;
  dueDate: string | null;
  periodStart: string;
  periodEnd: string;
  buyer: { company: string; name: string; address: string; zipcode: string; city: string; email: string };
  lines: OrderLine[];
  vatRate: number;
  totalHtCents: number;
  totalDiscountCents: number;
  netHtCents: number;
  vatCents: number;
  totalTtcCents: number;
  restaurantName: string;
}

const reference = (prefix: string, subscriptionId: number) => `${prefix}-${subscriptionId}-${randomBytes(6).toString('hex')}`;
const logRefusal = (reason: string, raw: string) => logger.warn({ reason, notification: raw.slice(0, 500) }, 'Paiement : notification refusée');

/** U = handle, two spaces, expiry AAMM, two spaces, '---' (URL-encoded `Handle++AAMM++---`), read after decoding. */
function parseCardToken(u: string | undefined): { handle: string; expiry: string | null } | null {
  if (!u) return null;
  const [handle, expiry] = u.split(/\s{2}/);
  if (!handle?.trim()) return null;
  return { handle: handle.trim(), expiry: /^\d{4}$/.test(expiry ?? '') ? expiry : null };
}


/**
 * Subscriptions, payments and invoices (SPEC §1, §4; DESIGN §8). The notification is the only proof of payment; the
 * browser's return only displays. Renewals are in renewal.service.ts.
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
      const sub = await subscriptions.createQueryBuilder('s').setLock('pessimistic_write').where('s.restaurant_id = :id', { id: restaurant.id }).getOneOrFail();
      if (sub.state === 'active' && !input.newCard) throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.alreadyActive);
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
    const settings = providerSettings(ctx.config);
    const token = signPaymentToken(ctx.config.appSecret, payment.reference);
    const fields = cardCheckFields(settings, { reference: payment.reference, token, accessCode, publicUrl: ctx.config.publicUrl, billing });
    const action = await paymentPageUrl(settings);
    return { html: cardCheckHtml(action, fields, settings), reference: payment.reference, paymentToken: token };
  }

  /**
   * The provider's notification (PBX_REPONDRE_A), the only proof of payment: the signature over the raw query exactly
   * as received, then E, A, M and R; idempotent. A refusal throws (and is logged): nothing changes.
   */
  async handleNotification(ctx: RequestContext, rawQuery: string): Promise<void> {
    const settings = providerSettings(ctx.config);
    if (!verifySignedQuery(rawQuery, settings.keys)) {
      logRefusal('signature', rawQuery);
      throw new ServiceError('INVALID_INPUT', BILLING_SERVICE_MESSAGES.forged);
    }
    const v = queryValues(rawQuery.slice(0, rawQuery.lastIndexOf('&K=')));
    const ref = v.get('R') ?? '';
    const code = v.get('E') ?? '';
    const outcome = await withTransaction(ctx, async (tx) => {
      const payments = repository(tx, PaymentEntity);
      const payment = await payments.createQueryBuilder('p').setLock('pessimistic_write').where('p.reference = :ref', { ref }).getOne();
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
      return { kind: 'accepted' as const, ...(await this.activate(tx, payment, card, v.get('J') ?? null, v.get('D') ?? null)) };
    });
    if (outcome.kind === 'accepted') for (const mail of outcome.mails) await ctx.mailer.send(mail);
  }

  /** A card check accepted: the card stored, the subscription active; a first one starts its free period with its invoice. */
  private async activate(tx: RequestContext, payment: PaymentEntity, card: { handle: string; expiry: string | null }, lastDigits: string | null, expiryD: string | null) {
    const subscriptions = repository(tx, SubscriptionEntity);
    const sub = payment.subscriptionId === null ? null
      : await subscriptions.createQueryBuilder('s').setLock('pessimistic_write').where('s.id = :id', { id: payment.subscriptionId }).getOne();
    // The restaurateur's account, and with it the subscription, was deleted before the provider answered: nothing to activate.
    if (!sub) return { mails: [] };
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
    const invoice = await this.issueInvoice(tx, { ...sub, ...cardFields }, payment.id, 0, period, firstPeriodLines(period), 'paid');
    const [user, restaurant] = await Promise.all([
      repository(tx, UserEntity).findOneOrFail({ select: { id: true, firstName: true, email: true }, where: { id: sub.userId } }),
      restaurantService.briefOrFail(tx, sub.restaurantId),
    ]);
    // A first card check ends the registration: the welcome leaves now, not before the card is checked (issue 25).
    return {
      mails: [
        { to: user.email, ...welcomeMail({ firstName: user.firstName, role: 'restaurateur' }) },
        {
          to: sub.billingEmail,
          ...cardRegisteredMail({
            firstName: user.firstName, restaurantName: restaurant.name, cardLastDigits: cardFields.cardLastDigits ?? '**', periodEnd: frenchDate(period.to),
            nextDue: frenchDate(nextDue), amount: formatEuros(SUBSCRIPTION_TTC_CENTS), invoiceNumber: invoice.number, dashboardUrl: `${tx.config.publicUrl}${DASHBOARD_PATH}`,
          }),
        },
      ],
    };
  }

  /**
   * Issues an invoice inside the caller's transaction: the year's next number (gapless: the counter row stays locked
   * until that transaction ends), the buyer's identity and the lines frozen as they are now.
   */
  async issueInvoice(
    tx: { db: Db }, sub: SubscriptionEntity, paymentId: number | null, periodNumber: number, period: { from: string; to: string }, lines: OrderLine[], mode: InvoiceMode,
    /** The day of issue (the demo's past invoices); today otherwise. */
    issuedOn?: string,
  ): Promise<{ number: string }> {
    const today = issuedOn ?? await parisToday(tx.db);
    const year = Number(today.slice(0, 4));
    const sequence = await nextInvoiceSequence(tx.db, year);
    const totals = orderTotals(lines);
    const number = formatInvoiceNumber(year, sequence);
    await repository(tx, InvoiceEntity).createQueryBuilder().insert().values({
      number, year, sequence, subscriptionId: sub.id, paymentId, periodNumber, periodStart: period.from, periodEnd: period.to, mode,
      ...(issuedOn ? { issuedAt: new Date(`${issuedOn}T10:00:00Z`) } : {}),
      dueDate: mode === 'due' ? addDays(today, TRANSFER_DAYS) : null,
      buyerCompany: sub.billingCompany, buyerName: `${sub.billingFirstName} ${sub.billingLastName}`, buyerAddress: sub.billingAddress,
      buyerZipcode: sub.billingZipcode, buyerCity: sub.billingCity, buyerEmail: sub.billingEmail,
      lines: lines.map(toCommandLine), vatRate: VAT_RATE_PERCENT, totalHtCents: totals.totalHtCents, totalDiscountCents: totals.totalDiscountCents,
      netHtCents: totals.netHtCents, vatCents: totals.vatCents, totalTtcCents: totals.netTtcCents,
    }).updateEntity(false).execute();
    return { number };
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
      const user = sub ? await repository(tx, UserEntity).findOne({ select: SESSION_USER, where: { id: sub.userId } }) : null;
      if (!user || user.role !== 'restaurateur') throw refused();
      return sessionService.start(tx, user);
    });
  }

  /**
   * The restaurateur's space: a new card check with the billing identity already given — a new card for an active
   * subscription, or the card that makes a lapsed or cancelled one active again (its next period is then charged).
   */
  async startCardUpdate(ctx: RequestContext, userId: number, restaurantId: number): Promise<CardCheckForm> {
    const { sub } = await this.owned(ctx, userId, restaurantId, false);
    if (sub.state === 'pending_card_check') throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.registrationFirst);
    return this.startCardCheck(ctx, {
      userId, restaurantId, newCard: sub.state === 'active',
      billing: {
        company: sub.billingCompany, lastName: sub.billingLastName, firstName: sub.billingFirstName, address: sub.billingAddress, zipcode: sub.billingZipcode,
        city: sub.billingCity, email: sub.billingEmail, phone: sub.billingPhone,
      },
    });
  }

  /** Whether a restaurant's subscription is active (the publication request's 'not-sub', the end of its registration). */
  async isActive(ctx: RequestContext, restaurantId: number): Promise<boolean> {
    return repository(ctx, SubscriptionEntity).exists({ where: { restaurantId, state: 'active' } });
  }

  /** The subscriptions of the restaurants a restaurateur owns (one restaurant each, today). */
  async mySubscriptions(ctx: RequestContext, userId: number): Promise<SubscriptionView[]> {
    const rows = await repository(ctx, SubscriptionEntity).find({ relations: { restaurant: true }, where: { restaurant: { ownerId: userId } }, order: { id: 'ASC' } });
    return rows.map((s) => this.view(s, s.restaurant));
  }

  private view(s: SubscriptionEntity, restaurant: Pick<RestaurantBrief, 'name' | 'status'>): SubscriptionView {
    const ending = s.state === 'active' && s.cancelAtPeriodEnd;
    return {
      id: s.id, restaurantId: s.restaurantId, restaurantName: restaurant.name, state: s.state, currentPeriodStart: s.currentPeriodStart, currentPeriodEnd: s.currentPeriodEnd,
      nextDueDate: s.state === 'active' && !s.cancelAtPeriodEnd ? s.nextDueDate : null, cancelAtPeriodEnd: s.cancelAtPeriodEnd, endsOn: ending ? s.nextDueDate : null,
      restaurantOnline: restaurant.status === 'published', failedAttempts: s.failedAttempts,
      cardLastDigits: s.cardLastDigits, cardExpiry: s.cardExpiry ? `${s.cardExpiry.slice(2, 4)}/${s.cardExpiry.slice(0, 2)}` : null, amountTtcCents: SUBSCRIPTION_TTC_CENTS,
    };
  }

  /** The subscription of a restaurant its owner asks about, locked for the caller's transaction. */
  private async owned(tx: RequestContext, userId: number, restaurantId: number, lock = true): Promise<{ sub: SubscriptionEntity; restaurant: RestaurantBrief }> {
    await restaurantService.checkOwner(tx, restaurantId, userId, { unknown: 'FORBIDDEN' });
    const restaurant = (await restaurantService.brief(tx, restaurantId))!;
    const query = repository(tx, SubscriptionEntity).createQueryBuilder('s').where('s.restaurant_id = :id', { id: restaurantId });
    const sub = await (lock ? query.setLock('pessimistic_write') : query).getOne();
    if (!sub) throw new ServiceError('NOT_FOUND', BILLING_SERVICE_MESSAGES.subscriptionNotFound);
    return { sub, restaurant };
  }

  /** Cancel: no more charges; the subscription ends with the paid period (no commitment). */
  async cancel(ctx: RequestContext, userId: number, restaurantId: number): Promise<SubscriptionView> {
    const { view, mail } = await withTransaction(ctx, async (tx) => {
      const { sub, restaurant } = await this.owned(tx, userId, restaurantId);
      if (sub.state !== 'active') throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.notActive);
      if (sub.cancelAtPeriodEnd) throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.alreadyCancelled);
      await repository(tx, SubscriptionEntity).update({ id: sub.id }, { cancelAtPeriodEnd: true });
      const user = await repository(tx, UserEntity).findOneOrFail({ select: { id: true, firstName: true }, where: { id: sub.userId } });
      return {
        view: this.view({ ...sub, cancelAtPeriodEnd: true }, restaurant),
        mail: {
          to: sub.billingEmail,
          ...subscriptionCancelledMail({
            firstName: user.firstName, restaurantName: restaurant.name, endDate: frenchDate(sub.currentPeriodEnd!), offlineDate: frenchDate(sub.nextDueDate!),
            online: restaurant.status === 'published', effective: false, dashboardUrl: `${ctx.config.publicUrl}${DASHBOARD_PATH}`,
          }),
        },
      };
    });
    await ctx.mailer.send(mail);
    return view;
  }

  /** Resume before the end of the period: renewals go on as before. */
  async resume(ctx: RequestContext, userId: number, restaurantId: number): Promise<SubscriptionView> {
    return withTransaction(ctx, async (tx) => {
      const { sub, restaurant } = await this.owned(tx, userId, restaurantId);
      if (sub.state !== 'active' || !sub.cancelAtPeriodEnd) throw new ServiceError('CONFLICT', BILLING_SERVICE_MESSAGES.notCancelled);
      await repository(tx, SubscriptionEntity).update({ id: sub.id }, { cancelAtPeriodEnd: false });
      return this.view({ ...sub, cancelAtPeriodEnd: false }, restaurant);
    });
  }

  /** A restaurateur's invoices, newest first. */
  async myInvoices(ctx: RequestContext, userId: number): Promise<InvoiceView[]> {
    const rows = await repository(ctx, InvoiceEntity).find({
      relations: { subscription: { restaurant: true } }, where: { subscription: { restaurant: { ownerId: userId } } }, order: { year: 'DESC', sequence: 'DESC' },
    });
    return rows.map((i) => this.invoiceView(i));
  }

  /** One invoice of the restaurateur's (another's is not found). */
  async invoice(ctx: RequestContext, userId: number, number: string): Promise<InvoiceView> {
    const row = await repository(ctx, InvoiceEntity).findOne({ relations: { subscription: { restaurant: true } }, where: { number, subscription: { restaurant: { ownerId: userId } } } });
    if (!row) throw new ServiceError('NOT_FOUND', BILLING_SERVICE_MESSAGES.invoiceNotFound);
    return this.invoiceView(row);
  }

  private invoiceView(i: InvoiceEntity): InvoiceView {
    return {
      number: i.number, issuedAt: i.issuedAt, mode: i.mode, dueDate: i.dueDate, periodStart: i.periodStart, periodEnd: i.periodEnd,
      buyer: { company: i.buyerCompany, name: i.buyerName, address: i.buyerAddress, zipcode: i.buyerZipcode, city: i.buyerCity, email: i.buyerEmail },
      lines: i.lines.map(fromCommandLine), vatRate: i.vatRate, totalHtCents: i.totalHtCents, totalDiscountCents: i.totalDiscountCents, netHtCents: i.netHtCents,
      vatCents: i.vatCents, totalTtcCents: i.totalTtcCents, restaurantName: i.subscription?.restaurant.name ?? '',
    };
  }
}

export const billingService = new BillingService();
