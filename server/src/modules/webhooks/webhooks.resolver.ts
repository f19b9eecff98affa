import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { WEBHOOK_MESSAGES } from '../../../../common/webhook-rules.js';
import { PARTNER } from '../../auth/roles.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { toDelivery, toWebhook, toWebhookLog } from './webhooks.mapper.js';
import { webhookService } from './webhooks.service.js';
import {
  DELETE_WEBHOOK_ERRORS, DeleteWebhookResult, REGISTER_WEBHOOK_ERRORS, RegisterWebhookResult, Webhook, WebhookDeleted, WebhookDelivery, WebhookInput,
  WebhookLog, WebhookRegistered,
} from './webhooks.type.js';

/** How many deliveries of each webhook area 1's log shows. */
const ADMIN_LOG_PER_WEBHOOK = 20;

/** Partners' webhooks (issue 29, docs/adr/0051), for the holder of a key, and their log for area 1. Thin over webhookService. */
@Resolver()
export class WebhooksResolver {
  @Authorized(PARTNER)
  @Query(() => [Webhook], { description: 'Les webhooks de votre clé' })
  async myWebhooks(@Ctx() ctx: RequestContext): Promise<Webhook[]> {
    return (await webhookService.mine(ctx)).map(toWebhook);
  }

  @Authorized(PARTNER)
  @Query(() => [WebhookDelivery], { description: 'Les dernières livraisons des webhooks de votre clé, les plus récentes d’abord (30 jours au plus)' })
  async myWebhookDeliveries(@Ctx() ctx: RequestContext, @Arg('limit', () => Int, { defaultValue: 50 }) limit: number): Promise<WebhookDelivery[]> {
    return (await webhookService.deliveries(ctx, limit)).map(toDelivery);
  }

  @Authorized('admin')
  @Query(() => [WebhookLog], { description: 'Zone 1 : les webhooks d’une clé partenaire et leurs dernières livraisons' })
  async partnerKeyWebhooks(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<WebhookLog[]> {
    return (await webhookService.logOfKey(ctx, id, ADMIN_LOG_PER_WEBHOOK)).map(toWebhookLog);
  }

  @Authorized(PARTNER)
  @Mutation(() => RegisterWebhookResult, { description: 'Enregistre un point de réception HTTPS pour des événements ; son secret n’est montré qu’une fois' })
  registerWebhook(@Ctx() ctx: RequestContext, @Arg('input', () => WebhookInput) input: WebhookInput): Promise<typeof RegisterWebhookResult> {
    return unionResult(REGISTER_WEBHOOK_ERRORS, async () => {
      const { webhook, secret } = await webhookService.register(ctx, input);
      return Object.assign(new WebhookRegistered(), { webhook: toWebhook(webhook), secret, message: WEBHOOK_MESSAGES.created });
    });
  }

  @Authorized(PARTNER)
  @Mutation(() => DeleteWebhookResult, { description: 'Supprime un webhook de votre clé' })
  deleteWebhook(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof DeleteWebhookResult> {
    return unionResult(DELETE_WEBHOOK_ERRORS, async () => {
      await webhookService.remove(ctx, id);
      return Object.assign(new WebhookDeleted(), { message: WEBHOOK_MESSAGES.deleted });
    });
  }
}
