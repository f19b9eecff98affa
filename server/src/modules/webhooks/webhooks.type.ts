import { Field, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { IsWebhookEvents, IsWebhookUrl } from '../../validation/rules.js';
import { ActionError, InvalidInputError, NotFoundError } from '../shared/errors.type.js';

@ObjectType({ description: 'Un point de réception des événements d’une clé partenaire (jamais son secret)' })
export class Webhook {
  @Field(() => Int) id: number;
  @Field(() => String) url: string;
  @Field(() => [String], { description: 'restaurant.published, restaurant.updated, restaurant.unpublished, review.published' }) events: string[];
  @Field(() => Date) createdAt: Date;
  @Field(() => Int, { description: 'Livraisons abandonnées de suite (3 : le webhook est désactivé)' }) failuresInARow: number;
  @Field(() => Date, { nullable: true, description: 'Désactivé après trop d’échecs : enregistrez-le de nouveau une fois corrigé' }) disabledAt: Date | null;
}

@ObjectType({ description: 'Une livraison d’événement et son dernier essai' })
export class WebhookDelivery {
  @Field(() => String) id: string;
  @Field(() => Int) webhookId: number;
  @Field(() => String) event: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Int) attempts: number;
  @Field(() => Int, { nullable: true, description: 'Le code HTTP du dernier essai' }) lastStatus: number | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Abandonnée après 8 essais' }) givenUpAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Le prochain essai, si elle attend' }) nextAttemptAt: Date | null;
}

@ObjectType({ description: 'Un webhook d’une clé et ses dernières livraisons (zone 1)' })
export class WebhookLog {
  @Field(() => Webhook) webhook: Webhook;
  @Field(() => [WebhookDelivery], { description: 'Les plus récentes d’abord' }) deliveries: WebhookDelivery[];
}

@InputType()
export class WebhookInput {
  @Field(() => String, { description: 'L’adresse HTTPS du point de réception' }) @IsWebhookUrl() url: string;
  @Field(() => [String], { description: 'Les événements voulus' }) @IsWebhookEvents() events: string[];
}

@ObjectType({ description: 'Le webhook enregistré, avec son secret de signature, montré cette seule fois' })
export class WebhookRegistered {
  @Field(() => Webhook) webhook: Webhook;
  @Field(() => String, { description: 'La clé HMAC-SHA256 des signatures (en-tête X-Mijote-Signature)' }) secret: string;
  @Field(() => String) message: string;
}
export const REGISTER_WEBHOOK_ERRORS = [InvalidInputError, ActionError] as const;
export const RegisterWebhookResult = createUnionType({ name: 'RegisterWebhookResult', types: () => [WebhookRegistered, ...REGISTER_WEBHOOK_ERRORS] as const });

@ObjectType()
export class WebhookDeleted {
  @Field(() => String) message: string;
}
export const DELETE_WEBHOOK_ERRORS = [NotFoundError, ActionError] as const;
export const DeleteWebhookResult = createUnionType({ name: 'DeleteWebhookResult', types: () => [WebhookDeleted, ...DELETE_WEBHOOK_ERRORS] as const });
