import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { WEBHOOK_DISABLE_AFTER, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_MESSAGES, WEBHOOK_RETRY_SECONDS, WEBHOOKS_PER_KEY, webhookHostProblem } from '../../../../common/webhook-rules.js';
import type { Config } from '../../config.js';
import { afterCommit, withTransaction, type Db } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { queueMail, webhookDisabledMail, type MailOutbox } from '../mail/index.js';
import { partnerKeyIdOf } from '../partners/index.js';
import type { PublicEvent } from '../shared/public-events.js';
import { ServiceError } from '../shared/service-errors.js';
import { postEvent } from './webhook-delivery.js';
import {
  claimDelivery, deleteWebhook, deliveriesOfKey, dueDeliveryIds, insertWebhook, markDelivered, markFailed, purgeDeliveries, queueDeliveries, webhooksOfKey,
  type DeliveryRow, type WebhookRow,
} from './webhooks.queries.js';

/** A claimed delivery is another instance's to retry after this (a sender that died mid-attempt). */
const HOLD_SECONDS = 60;
const KEPT_DAYS = 30;

/** What a delivery needs from the process: where to send from, and the outbox for the owner's e-mail. */
interface WebhookSender { db: DataSource; config: Config; mail: MailOutbox }

const underway = new Set<Promise<unknown>>();

/**
 * Partners' webhooks (issue 29, docs/adr/0051): endpoints registered with a key, and an outbox of deliveries written in
 * the transaction of the public event that causes them, sent at once after the commit and retried by a job with
 * backoff, signed with HMAC-SHA256; an endpoint whose deliveries are given up WEBHOOK_DISABLE_AFTER times in a row is
 * disabled and its owner told by e-mail.
 */
class WebhookService {
  private sender: WebhookSender | null = null;

  private keyOf(ctx: RequestContext): number {
    const id = partnerKeyIdOf(ctx.apiClient);
    if (id === null) throw new ServiceError('UNAUTHENTICATED', WEBHOOK_MESSAGES.keyRequired);
    return id;
  }

  async register(ctx: RequestContext, input: { url: string; events: string[] }): Promise<{ webhook: WebhookRow; secret: string }> {
    const keyId = this.keyOf(ctx);
    const problem = webhookHostProblem(input.url, !ctx.config.production);
    if (problem) throw new ServiceError('INVALID_INPUT', problem, 'url');
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const webhook = await withTransaction(ctx, (tx) => insertWebhook(tx.db, { keyId, url: input.url, events: [...input.events].sort(), secret }, WEBHOOKS_PER_KEY));
    if (!webhook) throw new ServiceError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
    return { webhook, secret };
  }

  mine(ctx: RequestContext): Promise<WebhookRow[]> {
    return webhooksOfKey(ctx.db, this.keyOf(ctx));
  }

  /** The key's last deliveries: `limit` is held between 1 and 100 (a bounded read whatever is asked). */
  deliveries(ctx: RequestContext, limit: number): Promise<DeliveryRow[]> {
    return deliveriesOfKey(ctx.db, this.keyOf(ctx), Math.min(Math.max(1, Math.trunc(limit) || 1), 100));
  }

  /** Area 1's log of a key (docs/adr/0052): its webhooks, each with its last deliveries (`perWebhook` at most), newest first. */
  async logOfKey(ctx: RequestContext, keyId: number, perWebhook: number): Promise<{ webhook: WebhookRow; deliveries: DeliveryRow[] }[]> {
    const [webhooks, deliveries] = await Promise.all([webhooksOfKey(ctx.db, keyId), deliveriesOfKey(ctx.db, keyId, perWebhook * WEBHOOKS_PER_KEY)]);
    return webhooks.map((webhook) => ({ webhook, deliveries: deliveries.filter((d) => d.webhook_id === webhook.id).slice(0, perWebhook) }));
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    const keyId = this.keyOf(ctx);
    if (!(await withTransaction(ctx, (tx) => deleteWebhook(tx.db, keyId, id)))) throw new ServiceError('NOT_FOUND', WEBHOOK_MESSAGES.notFound, 'id');
  }

  /** The public event's deliveries, in its transaction; attempted once it commits when this process sends (start). */
  async queue(db: Db, event: PublicEvent): Promise<void> {
    const data = event.type === 'review.published' ? { idUrl: event.idUrl, reviewId: event.reviewId } : { idUrl: event.idUrl };
    const ids = await queueDeliveries(db, event.type, event.idUrl, { type: event.type, occurredAt: new Date().toISOString(), data });
    if (ids.length) afterCommit(db, () => this.attemptSoon(ids));
  }

  /** The process sends (main.ts starts the module's jobs); without it, deliveries wait for a job of another instance. */
  startSending(sender: WebhookSender): void {
    this.sender = sender;
  }

  stopSending(): void {
    this.sender = null;
  }

  private attemptSoon(ids: string[]): void {
    const sender = this.sender;
    if (!sender) return;
    const run = (async () => {
      for (const id of ids) await this.deliver(sender, id);
    })().catch(() => undefined);
    underway.add(run);
    void run.finally(() => underway.delete(run));
  }

  /** One attempt at a due delivery, if it can be claimed; whether it was delivered. */
  async deliver(sender: WebhookSender, id: string): Promise<boolean> {
    const d = await claimDelivery(sender.db, id, HOLD_SECONDS);
    if (!d) return false;
    const result = await postEvent(d.url, d.secret, d.id, d.event, JSON.stringify({ id: d.id, ...d.payload }), !sender.config.production);
    if (result.ok) {
      await markDelivered(sender.db, d.id, result.status!);
      return true;
    }
    const retry = d.attempts >= WEBHOOK_MAX_ATTEMPTS ? null : WEBHOOK_RETRY_SECONDS[Math.min(d.attempts, WEBHOOK_RETRY_SECONDS.length) - 1];
    const disabled = await markFailed(sender.db, d.id, result.status, result.error ?? 'échec', retry, WEBHOOK_DISABLE_AFTER);
    if (disabled) {
      await queueMail({ db: sender.db, mail: sender.mail }, { to: disabled.owner_email, ...webhookDisabledMail({ keyName: disabled.name, url: disabled.url, failures: WEBHOOK_DISABLE_AFTER }) });
    }
    return false;
  }

  /** The job's round: due deliveries by batches until none is left or `seconds` have passed; how many were delivered. */
  async deliverDue(sender: WebhookSender, seconds = 45): Promise<number> {
    const until = Date.now() + seconds * 1000;
    let delivered = 0;
    let batch: string[];
    do {
      batch = await dueDeliveryIds(sender.db, 50);
      for (const id of batch) if (await this.deliver(sender, id)) delivered += 1;
    } while (batch.length > 0 && Date.now() < until);
    return delivered;
  }

  purge(db: Db): Promise<number> {
    return purgeDeliveries(db, KEPT_DAYS);
  }

  /** Every attempt started after a commit has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (underway.size) await Promise.allSettled([...underway]);
  }
}

export const webhookService = new WebhookService();
