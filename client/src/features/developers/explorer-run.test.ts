import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rawFetch } from '../accounts';
import { explorerFetcher, INTROSPECTION_NAME, operationToRun, type ExplorerAnswer } from './explorer-run';

vi.mock('../accounts', () => ({ rawFetch: vi.fn() }));
const fetchMock = vi.mocked(rawFetch);

const SEARCH = { query: 'query Recherche { searchRestaurants(input: {}) { __typename } }', operationName: 'Recherche', variables: { a: 1 } };
const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let answers: ExplorerAnswer[];
beforeEach(() => {
  fetchMock.mockReset();
  answers = [];
});

describe('the explorer’s fetcher (GraphiQL, docs/adr/0053)', () => {
  it('sends the key as X-Api-Key to /graphql without cookies, gives GraphiQL the answer and the page its cost', async () => {
    const body = { data: { searchRestaurants: { __typename: 'SearchResult' } }, extensions: { cost: { requestedQueryCost: 1596, pointsSpent: 2, throttleStatus: { currentlyAvailable: 2998, maximumAvailable: 3000, resetInSeconds: 60 } } } };
    fetchMock.mockResolvedValue(json(body));
    const result = await explorerFetcher({ apiKey: () => 'mjk_cle', adminToken: () => 'jeton' }, (a) => answers.push(a))(SEARCH);
    expect(result).toEqual(body);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'x-api-key': 'mjk_cle' } });
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(JSON.parse(init.body as string)).toEqual({ query: SEARCH.query, variables: { a: 1 }, operationName: 'Recherche' });
    expect(answers).toEqual([{ status: 200, errors: [], cost: { requestedQueryCost: 1596, pointsSpent: 2, remaining: 2998, limit: 3000, resetSeconds: 60 } }]);
  });

  it('sends an admin’s current token when there is no key, and reads the budget from the RateLimit header when the answer has no cost', async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ message: 'Refusé', extensions: { code: 'FORBIDDEN' } }] }, { RateLimit: 'limit=600, remaining=590, reset=42' }, 403));
    let token = 'ancien';
    const fetcher = explorerFetcher({ apiKey: () => '', adminToken: () => token }, (a) => answers.push(a));
    token = 'renouvele';
    await fetcher(SEARCH);
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ authorization: 'Bearer renouvele' });
    expect(answers).toEqual([{ status: 403, errors: [{ message: 'Refusé', code: 'FORBIDDEN' }], cost: { requestedQueryCost: null, pointsSpent: null, remaining: 590, limit: 600, resetSeconds: 42 } }]);
  });

  it('sends nothing without a key nor an admin session: a French error instead', async () => {
    const result = await explorerFetcher({ apiKey: () => '', adminToken: () => null }, (a) => answers.push(a))(SEARCH);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toEqual({ errors: [{ message: expect.stringContaining('Une clé partenaire est nécessaire') }] });
  });

  it('does not report GraphiQL’s introspection as the user’s answer', async () => {
    fetchMock.mockResolvedValue(json({ data: { __schema: {} } }));
    await explorerFetcher({ apiKey: () => 'mjk_cle', adminToken: null }, (a) => answers.push(a))({ query: 'query X { __schema { types { name } } }', operationName: INTROSPECTION_NAME });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(answers).toEqual([]);
  });

  it('turns a network failure and a page that is not JSON into errors GraphiQL shows', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const fetcher = explorerFetcher({ apiKey: () => 'mjk_cle', adminToken: null }, (a) => answers.push(a));
    expect(await fetcher(SEARCH)).toEqual({ errors: [{ message: expect.stringContaining('Le serveur n’a pas répondu') }] });
    expect(answers[0]).toMatchObject({ status: 0, cost: null });
    fetchMock.mockResolvedValueOnce(new Response('<html>Passerelle</html>', { status: 502 }));
    expect(await fetcher(SEARCH)).toEqual({ errors: [{ message: 'Réponse illisible (HTTP 502) : <html>Passerelle</html>' }] });
    expect(answers[1]).toEqual({ status: 502, errors: [], cost: null });
  });

  it('sends GraphiQL’s operation name only when the document defines it (a run right after loading an example)', async () => {
    fetchMock.mockResolvedValue(json({ data: {} }));
    await explorerFetcher({ apiKey: () => 'mjk_cle', adminToken: null }, (a) => answers.push(a))({ ...SEARCH, operationName: 'InscrireWebhook' });
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ query: SEARCH.query, variables: { a: 1 } });
    expect(operationToRun('query A { a }\nmutation B { b }', 'B')).toBe('B');
    expect(operationToRun('query A { a }', 'B')).toBeNull();
    expect(operationToRun('{ a }', null)).toBeNull();
    expect(operationToRun('query Aa { a }', 'A')).toBeNull();
  });
});
