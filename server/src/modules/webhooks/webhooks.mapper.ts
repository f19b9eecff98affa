import type { DeliveryRow, WebhookRow } from './webhooks.queries.js';
import { Webhook, WebhookDelivery, WebhookLog } from './webhooks.type.js';

export function toWebhook(r: WebhookRow): Webhook {
  return Object.assign(new Webhook(), { id: r.id, url: r.url, events: r.events, createdAt: r.created_at, failuresInARow: r.failures_in_a_row, disabledAt: r.disabled_at });
}

export function toDelivery(r: DeliveryRow): WebhookDelivery {
  const waiting = r.delivered_at === null && r.given_up_at === null;
  return Object.assign(new WebhookDelivery(), {
    id: r.id, webhookId: r.webhook_id, event: r.event, createdAt: r.created_at, attempts: r.attempts, lastStatus: r.last_status, lastError: r.last_error,
    deliveredAt: r.delivered_at, givenUpAt: r.given_up_at, nextAttemptAt: waiting ? r.next_attempt_at : null,
  });
}

export function toWebhookLog(l: { webhook: WebhookRow; deliveries: DeliveryRow[] }): WebhookLog {
  return Object.assign(new WebhookLog(), { webhook: toWebhook(l.webhook), deliveries: l.deliveries.map(toDelivery) });
}
