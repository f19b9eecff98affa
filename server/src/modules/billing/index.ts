import { defineModule } from '../module.js';
import { seedDemoSubscription } from './billing.demo.js';
import { BillingResolver } from './billing.resolver.js';
import { startBillingJobs } from './billing.jobs.js';
import { billingRoutes } from './billing.rest.js';
import { InvoiceCounterEntity, InvoiceEntity, SandboxChargeEntity } from './invoice.entity.js';
import { PaymentEntity } from './payment.entity.js';
import { SandboxKeyEntity } from './sandbox-key.entity.js';
import { sandboxRouter } from './sandbox.routes.js';
import { SubscriptionDecisionEntity } from './subscription-decision.entity.js';
import { SubscriptionEntity } from './subscription.entity.js';

/** The billing module's one entry (server/src/modules/module.ts): subscriptions, payments, invoices, the sandbox provider. */
export const billingModule = defineModule({
  name: 'billing',
  entities: [SubscriptionEntity, SubscriptionDecisionEntity, PaymentEntity, InvoiceEntity, InvoiceCounterEntity, SandboxChargeEntity, SandboxKeyEntity],
  resolvers: [BillingResolver],
  routes: billingRoutes,
  start: (services, newContext, jobs, log) => startBillingJobs(services, newContext, jobs, log),
  demo: seedDemoSubscription,
  pages: (services, newContext) => (services.config.payment.provider === 'sandbox' ? sandboxRouter(services, newContext) : null),
});

export { billingService,  type CardCheckForm } from './billing.service.js';
export { savedBillingIdentity } from './saved-identity.js';
export { onFirstCardCheck } from './payment-notification.service.js';
/** The retention sweep (docs/adr/0042). */
export { eraseCardTokens, erasePaymentDetails, purgeOldInvoices } from './billing.queries.js';
/** Mijote's decisions on a subscription and the renewal holds set where a page goes off line or an account is disabled (docs/adr/0043). */
export { subscriptionDecisions, type DecisionRow } from './subscription-decision.service.js';
