import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { PARTNER_KEY_MESSAGES } from '../../../../common/partner-key-rules';
import { CHECK_CONNECTION } from '../../../../common/network-messages';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from '../../../../common/webhook-rules';
import { DELIVERY_STATE_LABELS, deliveryState, keyedRequestProblem, keyRefused, logTime, shortUrl, WEBHOOK_EVENT_LABELS } from './webhook-log';

/** A refusal as the server writes it before GraphQL runs (server/src/app.ts graphqlFailure), as Apollo's HttpLink reports it. */
function refused(status: number, code: string, message: string): ServerError {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  return new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(body, { status }), bodyText: body });
}

describe('the portal’s delivery log (/developpeurs/webhooks)', () => {
  it('tells each delivery’s state in French: delivered, given up, failing with another attempt due, waiting', () => {
    expect(deliveryState({ attempts: 1, deliveredAt: '2026-11-29T10:00:00Z', lastStatus: 200 })).toBe('delivered');
    expect(deliveryState({ attempts: 8, givenUpAt: '2026-11-29T20:00:00Z', lastStatus: 500 })).toBe('givenUp');
    expect(deliveryState({ attempts: 2, lastStatus: 503 })).toBe('failing');
    expect(deliveryState({ attempts: 1, lastStatus: null, lastError: 'délai dépassé' })).toBe('failing');
    expect(deliveryState({ attempts: 0 })).toBe('waiting');
    // Claimed for its first attempt, not answered yet.
    expect(deliveryState({ attempts: 1, lastStatus: null, lastError: null })).toBe('waiting');
    expect(Object.values(DELIVERY_STATE_LABELS)).toEqual(['Livrée', 'En échec', 'Abandonnée', 'En attente']);
  });

  it('writes the log’s instants in Paris time, winter and summer, to the second', () => {
    expect(logTime('2026-11-29T09:41:07Z')).toBe('29/11/2026 10:41:07');
    expect(logTime('2026-07-01T22:41:07.123Z')).toBe('02/07/2026 00:41:07');
  });

  it('explains every event a webhook may ask for', () => {
    expect(Object.keys(WEBHOOK_EVENT_LABELS).sort()).toEqual([...WEBHOOK_EVENTS].sort());
  });

  it('shortens a receiver’s address for a narrow column', () => {
    expect(shortUrl('https://hooks.example.fr/mijote/recu')).toBe('hooks.example.fr/mijote/recu');
    expect(shortUrl('https://hooks.example.fr/')).toBe('hooks.example.fr');
    expect(shortUrl('pas une adresse')).toBe('pas une adresse');
  });

  it('says why a request sent with the key failed, in French, and whether the key itself is refused', () => {
    const revoked = refused(401, 'API_KEY_INVALID', PARTNER_KEY_MESSAGES.revokedKey);
    expect(keyedRequestProblem(revoked, 'Vos webhooks n’ont pas pu être chargés.')).toBe(PARTNER_KEY_MESSAGES.revokedKey);
    expect(keyRefused(revoked)).toBe(true);
    const proxy = new ServerError('401', { response: new Response('<html>', { status: 401 }), bodyText: '<html>' });
    expect(keyedRequestProblem(proxy, 'x')).toBe(PARTNER_KEY_MESSAGES.unknownKey);

    const origin = refused(403, 'ORIGIN_REFUSED', PARTNER_KEY_MESSAGES.originRefused);
    expect(keyedRequestProblem(origin, 'x')).toContain('depuis votre serveur');
    expect(keyRefused(origin)).toBe(false);

    const limited = refused(429, 'RATE_LIMITED', 'Trop de requêtes : réessayez dans 12 secondes.');
    expect(keyedRequestProblem(limited, 'x')).toBe('Trop de requêtes : réessayez dans 12 secondes.');

    const noKey = new CombinedGraphQLErrors({ errors: [{ message: 'Clé d’API requise', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(keyedRequestProblem(noKey, 'x')).toBe(WEBHOOK_MESSAGES.keyRequired);
    expect(keyRefused(noKey)).toBe(true);
    const trusted = refused(400, 'TRUSTED_DOCUMENT_REQUIRED', 'Requête non enregistrée');
    expect(keyedRequestProblem(trusted, 'x')).toMatch(/^La clé n’a pas accompagné la requête/);

    expect(keyedRequestProblem(new TypeError('Failed to fetch'), 'Vos webhooks n’ont pas pu être chargés.')).toBe(`Vos webhooks n’ont pas pu être chargés. ${CHECK_CONNECTION}`);
  });
});
