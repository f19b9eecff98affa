import { defineModule } from '../module.js';
import { WebhookDeliveryEntity, WebhookEntity } from './webhook.entity.js';
import { startWebhookJobs } from './webhooks.jobs.js';
import { WebhooksResolver } from './webhooks.resolver.js';

export { webhookService } from './webhooks.service.js';

/** Partners' webhooks (issue 29, tables webhook and webhook_delivery, docs/adr/0051). */
export const webhooksModule = defineModule({
  name: 'webhooks', entities: [WebhookEntity, WebhookDeliveryEntity], resolvers: [WebhooksResolver], start: startWebhookJobs,
});
