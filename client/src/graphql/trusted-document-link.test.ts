import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentNode } from 'graphql';
import { CLIENT_OPERATIONS } from '../../../common/graphql/__generated__/operations';
import * as hooks from './__generated__/hooks';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Every request the client's real link chain sends, as bodies, answered with an empty result. */
function captureRequests(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    bodies.push(JSON.parse(init.body) as Record<string, unknown>);
    return new Response(JSON.stringify({ data: null }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('the client sends its operations by the hash the server registered (docs/adr/0048)', () => {
  it('sends every generated operation as a registered SHA-256, without its text', async () => {
    const registered = new Set(await Promise.all(Object.values(CLIENT_OPERATIONS).map(sha256)));
    const bodies = captureRequests();
    const { createApolloClient } = await import('./apollo-client');
    const client = createApolloClient();
    const documents = Object.entries(hooks).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];
    expect(documents.length).toBe(Object.keys(CLIENT_OPERATIONS).length);
    for (const [name, document] of documents) {
      const run = name.endsWith('MutationDocument')
        ? client.mutate({ mutation: document, variables: {}, fetchPolicy: 'no-cache' })
        : client.query({ query: document, variables: {}, fetchPolicy: 'no-cache' });
      await run.catch(() => undefined);
      const body = bodies.at(-1)!;
      expect(body.query, name).toBeUndefined();
      const hash = (body.extensions as { persistedQuery: { sha256Hash: string } }).persistedQuery.sha256Hash;
      expect(registered.has(hash), `${name} is sent under a hash the server registered`).toBe(true);
    }
    expect(bodies.length).toBe(documents.length);
  });

  it('sends the text again when the server does not know the hash (an instance of an older release)', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as Record<string, unknown>;
      bodies.push(body);
      const answer = body.query === undefined
        ? { status: 400, json: { errors: [{ message: 'inconnue', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] } }
        : { status: 200, json: { data: { __typename: 'Query' } } };
      return new Response(JSON.stringify(answer.json), { status: answer.status, headers: { 'content-type': 'application/json' } });
    });
    const { createApolloClient } = await import('./apollo-client');
    const { gql } = await import('@apollo/client');
    await createApolloClient().query({ query: gql`query Probe { __typename }`, fetchPolicy: 'no-cache' });
    expect(bodies).toHaveLength(2);
    expect(bodies[0].query).toBeUndefined();
    expect(bodies[1].query).toContain('query Probe');
  });
});
