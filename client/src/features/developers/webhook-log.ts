import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { REQUEST_ERROR_CODES } from '../../../../common/api-errors';
import { frenchShortDateTime } from '../../../../common/french-dates';
import { PARTNER_KEY_MESSAGES } from '../../../../common/partner-key-rules';
import { networkProblem, SOMETHING_WENT_WRONG } from '../../../../common/network-messages';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from '../../../../common/webhook-rules';

/**
 * What the portal's webhooks page (/developpeurs/webhooks, issue 29) says of a key's deliveries and of a refused
 * request, in French; the page itself is pages/WebhooksPage.tsx.
 */

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Each event a webhook may ask for, as a partner reads it beside its checkbox. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'restaurant.published': 'un restaurant est mis en ligne',
  'restaurant.updated': 'la page d’un restaurant publié change (informations, carte, avis…)',
  'restaurant.unpublished': 'un restaurant est retiré du site',
  'review.published': 'un avis est publié',
};

interface DeliveryFacts {
  attempts: number;
  deliveredAt?: string | null;
  givenUpAt?: string | null;
  lastStatus?: number | null;
  lastError?: string | null;
}

export type DeliveryState = 'delivered' | 'failing' | 'givenUp' | 'waiting';

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  delivered: 'Livrée',
  failing: 'En échec',
  givenUp: 'Abandonnée',
  waiting: 'En attente',
};

/**
 * Where a delivery stands: delivered (a 2xx), given up (after its last attempt), failing (an attempt failed, another is
 * due), or waiting (not attempted yet, or its first attempt under way).
 */
export function deliveryState(d: DeliveryFacts): DeliveryState {
  if (d.deliveredAt) return 'delivered';
  if (d.givenUpAt) return 'givenUp';
  return d.attempts > 0 && (d.lastStatus != null || d.lastError != null) ? 'failing' : 'waiting';
}

/** An instant of the log, short and to the second (common/french-dates.ts): '29/11/2026 10:41:07'. */
export const logTime = (instant: string): string => frenchShortDateTime(instant);

/** A receiver's address without its scheme, for a narrow column: 'hooks.example.fr/mijote'. */
export function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
}

interface Refusal { code: string | null; message: string | null }

/** The first error of a refused request (a 4xx answered before GraphQL, or a field's error), with its code. */
function refusalOf(error: unknown): Refusal | null {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return first ? { code: typeof first.extensions?.code === 'string' ? first.extensions.code : null, message: first.message } : null;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
      const first = body.errors?.[0];
      if (first) return { code: typeof first.extensions?.code === 'string' ? first.extensions.code : null, message: typeof first.message === 'string' ? first.message : null };
    } catch {
      // Not the server's JSON (a proxy's page): the status says enough.
    }
    return { code: error.statusCode === 401 ? 'API_KEY_INVALID' : error.statusCode === 429 ? 'RATE_LIMITED' : null, message: null };
  }
  return null;
}

/**
 * What the page says when a request sent with the key fails: the server's French message where it has one; no answer
 * at all is a network failure, told with `whatFailed` (« Vos webhooks n’ont pas pu être chargés. »).
 */
export function keyedRequestProblem(error: unknown, whatFailed: string): string {
  const refusal = refusalOf(error);
  if (!refusal) return networkProblem(whatFailed);
  switch (refusal.code) {
    case 'API_KEY_INVALID':
      return refusal.message ?? PARTNER_KEY_MESSAGES.unknownKey;
    case 'ORIGIN_REFUSED':
      return `${PARTNER_KEY_MESSAGES.originRefused} Cette clé ne sert que depuis les sites qu’elle déclare : gérez ses webhooks depuis votre serveur, avec les requêtes myWebhooks, registerWebhook et deleteWebhook.`;
    case 'UNAUTHENTICATED':
      return WEBHOOK_MESSAGES.keyRequired;
    case 'TRUSTED_DOCUMENT_REQUIRED':
      return 'La clé n’a pas accompagné la requête : sans clé, l’API n’accepte que les requêtes du site. Collez votre clé puis recommencez.';
    default: {
      const documented = REQUEST_ERROR_CODES.find((c) => c.code === refusal.code);
      return refusal.message ?? documented?.meaning ?? SOMETHING_WENT_WRONG;
    }
  }
}

/** Whether the failure is the key itself (unknown, revoked, replaced, or missing): the page then offers to change it. */
export function keyRefused(error: unknown): boolean {
  const code = refusalOf(error)?.code;
  return code === 'API_KEY_INVALID' || code === 'UNAUTHENTICATED' || code === 'TRUSTED_DOCUMENT_REQUIRED';
}
