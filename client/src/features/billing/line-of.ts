import type { OrderLine } from '../../../../common/billing-rules';
import type { InvoiceLineFieldsFragment } from '../../graphql/__generated__/graphql';

/** A GraphQL invoice line as common/billing-rules' OrderLine. */
export function lineOf(l: InvoiceLineFieldsFragment): OrderLine {
  return {
    label: l.label, unitHtCents: l.unitHtCents, discountLabel: l.discountLabel ?? null, discountHtCents: l.discountHtCents,
    period: l.periodFrom && l.periodTo ? { from: l.periodFrom, to: l.periodTo } : null, quantity: l.quantity, discountQuantity: l.discountQuantity,
  };
}
