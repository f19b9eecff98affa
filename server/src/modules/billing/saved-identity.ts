import type { BillingIdentity } from '../../../../common/billing-rules.js';
import { repository } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { SubscriptionEntity } from './subscription.entity.js';

/**
 * The billing identity last given for a restaurant's card check (stored on its subscription by startCardCheck), or
 * null before any: the wizard's step 3 shows it again after a refused card or a return (issue 25).
 */
export async function savedBillingIdentity(ctx: RequestContext, restaurantId: number): Promise<BillingIdentity | null> {
  const sub = await repository(ctx, SubscriptionEntity).findOne({ where: { restaurantId } });
  if (!sub) return null;
  return {
    company: sub.billingCompany, lastName: sub.billingLastName, firstName: sub.billingFirstName, address: sub.billingAddress, zipcode: sub.billingZipcode,
    city: sub.billingCity, email: sub.billingEmail, phone: sub.billingPhone,
  };
}
