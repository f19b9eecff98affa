import type { OrderLine } from '../../../../common/billing-rules.js';
import type { Config } from '../../config.js';
import type { InvoiceView, PaymentTokenPayload, SubscriptionView } from './billing.views.js';
import { fromCommandLine } from '../../../../common/billing-rules.js';
import { Invoice, InvoiceBuyer, InvoiceLine, InvoiceModeEnum, InvoiceSeller, PaymentResult, PaymentStateEnum, Subscription, SubscriptionStateEnum } from './billing.type.js';

export const toSubscription = (s: SubscriptionView) => Object.assign(new Subscription(), { ...s, state: SubscriptionStateEnum[s.state] });

const toLine = (l: OrderLine) => Object.assign(new InvoiceLine(), {
  label: l.label, unitHtCents: l.unitHtCents, discountLabel: l.discountLabel, discountHtCents: l.discountHtCents,
  periodFrom: l.period?.from ?? null, periodTo: l.period?.to ?? null, quantity: l.quantity, discountQuantity: l.discountQuantity,
});

export function toInvoice(i: InvoiceView, config: Config): Invoice {
  const c = config.company;
  return Object.assign(new Invoice(), {
    ...i, mode: InvoiceModeEnum[i.mode], lines: i.lines.map(toLine), buyer: Object.assign(new InvoiceBuyer(), i.buyer),
    // The sandbox's payments are no payments: every invoice says so (docs/adr/0011), whatever the host.
    test: config.payment.provider === 'sandbox',
    seller: Object.assign(new InvoiceSeller(), { name: c.name, address: c.address, siren: c.siren, siret: c.siret, rcs: c.rcs, capital: c.capital, vatNumber: c.vatNumber, email: c.email }),
  });
}

export const toPaymentResult = (p: PaymentTokenPayload) => Object.assign(new PaymentResult(), {
  ...p, command: p.command.map((c) => toLine(fromCommandLine(c))), state: PaymentStateEnum[p.state], subscriptionState: SubscriptionStateEnum[p.subscriptionState],
});
