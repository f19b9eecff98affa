import { PARTNER_KEY_REQUEST_PATH } from './page-addresses.js';

/**
 * Webhooks of the public API (issue 29, docs/adr/0051): the events a partner may subscribe to, the limits of a
 * registration, and their French messages — one place for the server, the portal and the tests.
 */
export const WEBHOOK_EVENTS = ['restaurant.published', 'restaurant.updated', 'restaurant.unpublished', 'review.published'] as const;

/** At most this many endpoints per key. */
export const WEBHOOKS_PER_KEY = 5;
/** Attempts of one delivery before it is given up. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** Deliveries given up in a row before the endpoint is disabled (and its owner told by e-mail). */
export const WEBHOOK_DISABLE_AFTER = 3;
/** A receiver answers within this many seconds, or the attempt fails. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;

export const WEBHOOK_MESSAGES = {
  url: 'Indiquez l’adresse HTTPS complète de votre point de réception (https://…).',
  urlPrivate: 'Cette adresse désigne un réseau privé ou local : indiquez une adresse publique en HTTPS.',
  events: `Choisissez au moins un événement parmi : ${WEBHOOK_EVENTS.join(', ')}.`,
  tooMany: `Une clé peut enregistrer ${WEBHOOKS_PER_KEY} points de réception au plus : supprimez-en un d’abord.`,
  keyRequired: `Clé d’API requise : les webhooks appartiennent à une clé partenaire (demandez-en une sur ${PARTNER_KEY_REQUEST_PATH}).`,
  notFound: 'Ce webhook n’existe pas ou n’appartient pas à votre clé.',
  created: 'Webhook enregistré. Gardez son secret : il ne sera plus affiché.',
  deleted: 'Webhook supprimé.',
} as const;

const URL_MAX = 500;

const isLoopbackHost = (hostname: string) => hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';

/** The problem of an endpoint address's shape, or null: http(s), no credentials or fragment, 500 characters at most. */
export function webhookUrlProblem(raw: string): string | null {
  if (raw.length > URL_MAX) return WEBHOOK_MESSAGES.url;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MESSAGES.url;
  }
  if (url.username || url.password || url.hash || (url.protocol !== 'https:' && url.protocol !== 'http:')) return WEBHOOK_MESSAGES.url;
  return null;
}

/**
 * Where a well-formed address may point: HTTPS to a public host; plain HTTP and this machine only when `allowLoopback`
 * (development and tests, whose receivers run here). Private addresses are refused again at each delivery, once the
 * name is resolved (webhook-delivery.ts).
 */
export function webhookHostProblem(raw: string, allowLoopback: boolean): string | null {
  const url = new URL(raw);
  const loopback = isLoopbackHost(url.hostname);
  if (loopback) return allowLoopback ? null : WEBHOOK_MESSAGES.urlPrivate;
  return url.protocol === 'https:' ? null : WEBHOOK_MESSAGES.url;
}

/** The problem of a list of events, or null: at least one, each known, none twice. */
export function webhookEventsProblem(events: readonly string[]): string | null {
  const known = new Set<string>(WEBHOOK_EVENTS);
  return events.length === 0 || events.length !== new Set(events).size || events.some((e) => !known.has(e)) ? WEBHOOK_MESSAGES.events : null;
}

/** Seconds between the attempts of a delivery that fails (the 8th failure gives it up): about 10 hours in all. */
export const WEBHOOK_RETRY_SECONDS = [30, 120, 600, 1800, 3600, 2 * 3600, 6 * 3600] as const;

/**
 * What the portal gives partners to check a delivery's signature (Node.js), run as shown by the webhooks' API test:
 * `rawBody` is the request's body exactly as received, `header` its X-Mijote-Signature.
 */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

function mijoteSignatureValid(rawBody, header, secret) {
  const match = /^t=(\\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const [, timestamp, signature] = match;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false; // plus de 5 minutes : rejouée ?
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}`;
