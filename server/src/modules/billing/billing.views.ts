/** What the billing service answers about a payment, a subscription and an invoice (billing.mapper.ts types them). */
import { fromCommandLine, SUBSCRIPTION_TTC_CENTS, type CommandLine, type OrderLine } from '../../../../common/billing-rules.js';
import type { RestaurantBrief } from '../restaurants/index.js';
import type { InvoiceEntity, InvoiceMode } from './invoice.entity.js';
import type { PaymentState } from './payment.entity.js';
import type { RenewalHold, SubscriptionEntity, SubscriptionState } from './subscription.entity.js';

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
  /** Mijote ended it, or fixed the day it ends (docs/adr/0043). */
  endedByMijote: boolean;
  /** Why no renewal is charged for now (docs/adr/0043). */
  renewalHolds: RenewalHold[];
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

export function subscriptionView(s: SubscriptionEntity, restaurant: Pick<RestaurantBrief, 'name' | 'status'>): SubscriptionView {
  const ending = s.state === 'active' && s.cancelAtPeriodEnd;
  const renews = s.state === 'active' && !s.cancelAtPeriodEnd && !s.endsOn && s.renewalHolds.length === 0;
  return {
    id: s.id, restaurantId: s.restaurantId, restaurantName: restaurant.name, state: s.state, currentPeriodStart: s.currentPeriodStart, currentPeriodEnd: s.currentPeriodEnd,
    nextDueDate: renews ? s.nextDueDate : null, cancelAtPeriodEnd: s.cancelAtPeriodEnd, endsOn: s.endsOn ?? (ending ? s.nextDueDate : null),
    endedByMijote: s.endsOn !== null, renewalHolds: s.state === 'active' ? s.renewalHolds : [],
    restaurantOnline: restaurant.status === 'published', failedAttempts: s.failedAttempts,
    cardLastDigits: s.cardLastDigits, cardExpiry: s.cardExpiry ? `${s.cardExpiry.slice(2, 4)}/${s.cardExpiry.slice(0, 2)}` : null, amountTtcCents: SUBSCRIPTION_TTC_CENTS,
  };
}

export function invoiceView(i: InvoiceEntity): InvoiceView {
  return {
    number: i.number, issuedAt: i.issuedAt, mode: i.mode, periodStart: i.periodStart, periodEnd: i.periodEnd,
    buyer: { company: i.buyerCompany, name: i.buyerName, address: i.buyerAddress, zipcode: i.buyerZipcode, city: i.buyerCity, email: i.buyerEmail },
    lines: i.lines.map(fromCommandLine), vatRate: i.vatRate, totalHtCents: i.totalHtCents, totalDiscountCents: i.totalDiscountCents, netHtCents: i.netHtCents,
    vatCents: i.vatCents, totalTtcCents: i.totalTtcCents, restaurantName: i.subscription?.restaurant.name ?? '',
  };
}
