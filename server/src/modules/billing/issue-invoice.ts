import { formatInvoiceNumber, orderTotals, toCommandLine, VAT_RATE_PERCENT, type OrderLine } from '../../../../common/billing-rules.js';
import { repository, type Db } from '../../db/transaction.js';
import { nextInvoiceSequence, parisToday } from './billing.queries.js';
import { InvoiceEntity } from './invoice.entity.js';
import type { SubscriptionEntity } from './subscription.entity.js';

/**
 * Issues an invoice inside the caller's transaction: the year's next number (gapless: the counter row stays locked
 * until that transaction ends), the buyer's identity and the lines frozen as they are now. Always after the payment it
 * records was accepted: an invoice is « acquittée », never due (docs/adr/0043).
 */
export async function issueInvoice(
  tx: { db: Db }, sub: SubscriptionEntity, paymentId: number | null, periodNumber: number, period: { from: string; to: string }, lines: OrderLine[],
  /** The day of issue (the demo's past invoices); today otherwise. */
  issuedOn?: string,
): Promise<{ number: string }> {
  const today = issuedOn ?? await parisToday(tx.db);
  const year = Number(today.slice(0, 4));
  const sequence = await nextInvoiceSequence(tx.db, year);
  const totals = orderTotals(lines);
  const number = formatInvoiceNumber(year, sequence);
  await repository(tx, InvoiceEntity).createQueryBuilder().insert().values({
    number, year, sequence, subscriptionId: sub.id, paymentId, periodNumber, periodStart: period.from, periodEnd: period.to, mode: 'paid',
    ...(issuedOn ? { issuedAt: new Date(`${issuedOn}T10:00:00Z`) } : {}),
    buyerCompany: sub.billingCompany, buyerName: `${sub.billingFirstName} ${sub.billingLastName}`, buyerAddress: sub.billingAddress,
    buyerZipcode: sub.billingZipcode, buyerCity: sub.billingCity, buyerEmail: sub.billingEmail,
    lines: lines.map(toCommandLine), vatRate: VAT_RATE_PERCENT, totalHtCents: totals.totalHtCents, totalDiscountCents: totals.totalDiscountCents,
    netHtCents: totals.netHtCents, vatCents: totals.vatCents, totalTtcCents: totals.netTtcCents,
  }).updateEntity(false).execute();
  return { number };
}
