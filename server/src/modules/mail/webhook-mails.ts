/** Webhooks of the public API (issue 29, docs/adr/0051): an endpoint disabled after deliveries given up in a row. */
import { WEBHOOK_RETRY_SECONDS } from '../../../../common/webhook-rules.js';
import { noticeMail, type MailContent } from './mail-layout.js';

/** How long a delivery is tried before it is given up, in hours (from the retry delays themselves). */
const TRIED_HOURS = Math.round(WEBHOOK_RETRY_SECONDS.reduce((sum, s) => sum + s, 0) / 3600);

export interface WebhookDisabledMailInput { keyName: string; url: string; failures: number }
export function webhookDisabledMail(i: WebhookDisabledMailInput): MailContent {
  return noticeMail('Votre webhook Mijote est désactivé', '', [
    `Le point de réception ${i.url} de votre clé « ${i.keyName} » n’a pas accepté ${i.failures} événements de suite, chacun essayé plusieurs fois pendant environ ${TRIED_HOURS} heures : nous avons arrêté de lui en envoyer.`,
    'Les événements suivants ne lui seront pas envoyés. Corrigez le point de réception (il doit répondre par un code 2xx en moins de 10 secondes), puis enregistrez-le de nouveau avec votre clé (mutation registerWebhook) et supprimez l’ancien (deleteWebhook).',
    'Le journal des livraisons (requête myWebhookDeliveries) indique la réponse de chaque essai.',
  ]);
}
