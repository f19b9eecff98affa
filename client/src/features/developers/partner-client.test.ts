import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { setToken } from '../accounts';
import { createApolloClient } from '../../graphql/apollo-client';
import { partnerKeyOptions } from './partner-client';

interface Sent {
  headers: Record<string, string>;
  credentials: string | undefined;
}

/** Every request the site's real link chain sends, answered with `status`. */
function captureRequests(status = 200): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: { headers: Record<string, string>; credentials?: string }) => {
    sent.push({ headers: Object.fromEntries(Object.entries(init.headers).map(([k, v]) => [k.toLowerCase(), v])), credentials: init.credentials });
    const body = status === 200 ? { data: { __typename: 'Query' } } : { errors: [{ message: 'refusé', extensions: { code: 'UNAUTHENTICATED' } }] };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const probe = gql`query PartnerProbe { __typename }`;

/** A signed-in visitor: the token in a storage of the test's own (the unit tests run without a DOM). */
function signIn() {
  const stored = new Map<string, string>();
  const localStorage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
  vi.stubGlobal('window', { localStorage, setTimeout, navigator: { userAgent: 'vitest' } });
  setToken('jeton-du-visiteur', 'user');
}

// The token goes with the stubbed window's storage.
afterEach(() => vi.unstubAllGlobals());

describe('an operation sent with a partner key through the site’s client (the webhooks page)', () => {
  it('carries the key, no bearer token of the signed-in visitor, no cookie, and leaves nothing in the cache', async () => {
    signIn();
    const sent = captureRequests();
    const client = createApolloClient();
    await client.query({ query: probe, ...partnerKeyOptions('mjk_live_cle') });
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['x-api-key']).toBe('mjk_live_cle');
    expect(sent[0].headers.authorization).toBeUndefined();
    expect(sent[0].credentials).toBe('omit');
    expect(client.cache.extract()).toEqual({});
  });

  it('is not retried after a session refresh when refused', async () => {
    signIn();
    const sent = captureRequests(401);
    await createApolloClient()
      .query({ query: probe, ...partnerKeyOptions('mjk_live_cle') })
      .catch(() => undefined);
    expect(sent).toHaveLength(1);
  });

  it('the site’s own operations still carry the visitor’s bearer token', async () => {
    signIn();
    const sent = captureRequests();
    await createApolloClient().query({ query: probe, fetchPolicy: 'no-cache' });
    expect(sent[0].headers.authorization).toBe('Bearer jeton-du-visiteur');
    expect(sent[0].headers['x-api-key']).toBeUndefined();
  });
});
