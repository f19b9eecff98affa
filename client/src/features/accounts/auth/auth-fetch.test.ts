import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authFetch, authFetchBlob, REFRESH_ERROR } from './auth-fetch';

/**
 * SPEC §4 token refresh: a customer's call refreshes on 401, a restaurant's on 401 or 403; the call is retried once,
 * 100 ms after the refresh, with the new bearer stored under `token`. Timers are a fake clock, not waited for.
 */
type Call = { url: string; bearer: string | null };
let calls: Call[];
let answers: Record<string, Response[]>;
let cacheModes: (RequestCache | undefined)[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  answers = {};
  cacheModes = [];
  const storage = new Map<string, string>([['token', 'old'], ['tokenKind', 'user']]);
  vi.stubGlobal('window', {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) },
  });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, bearer: new Headers(init.headers).get('authorization') });
    cacheModes.push(init.cache);
    const next = answers[url]?.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('authFetch', () => {
  it('refreshes a customer’s token on 401 and retries once after 100 ms with the new bearer', async () => {
    answers['/api/infoUser'] = [json(401, { code: 'UNAUTHENTICATED' }), json(200, { success: true })];
    answers['/api/tokenUser'] = [json(200, { success: true, accessToken: 'new' })];
    const done = authFetch<{ success: boolean }>('/api/infoUser');
    await vi.advanceTimersByTimeAsync(99);
    expect(calls.map((c) => c.url)).toEqual(['/api/infoUser', '/api/tokenUser']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ success: true });
    expect(calls).toEqual([{ url: '/api/infoUser', bearer: 'Bearer old' }, { url: '/api/tokenUser', bearer: null }, { url: '/api/infoUser', bearer: 'Bearer new' }]);
    expect(window.localStorage.getItem('token')).toBe('new');
  });

  it('a restaurant’s call refreshes on 403 too; a customer’s 403 is an answer', async () => {
    answers['/api/infoRestau'] = [json(403, { code: 'FORBIDDEN' }), json(200, { success: true })];
    answers['/api/tokenRestau'] = [json(200, { success: true, accessToken: 'resto' })];
    const restau = authFetch('/api/infoRestau', {}, { kind: 'restau' });
    await vi.advanceTimersByTimeAsync(100);
    await expect(restau).resolves.toEqual({ success: true });
    answers['/api/favourite'] = [json(403, { code: 'FORBIDDEN', message: 'Interdit' })];
    await expect(authFetch('/api/favourite', {}, { kind: 'user' })).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(calls.filter((c) => c.url === '/api/tokenUser')).toHaveLength(0);
  });

  it('with `text`, answers the text (formulaire_hmac’s form); a failure is still JSON, with the field it names', async () => {
    const call = () => authFetch<string>('/api/formulaire_hmac', { method: 'POST', body: '{}' }, { kind: 'restau', text: true });
    answers['/api/formulaire_hmac'] = [new Response('<form></form>', { status: 200, headers: { 'content-type': 'text/html' } }), json(400, { code: 'INVALID_INPUT', message: 'Code postal incorrect', field: 'zipcode' })];
    await expect(call()).resolves.toBe('<form></form>');
    await expect(call()).rejects.toMatchObject({ status: 400, code: 'INVALID_INPUT', message: 'Code postal incorrect', field: 'zipcode' });
  });

  it('a failed refresh logs SPEC §8’s message and does not retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers['/api/infoUser'] = [json(401, { code: 'UNAUTHENTICATED' })];
    answers['/api/tokenUser'] = [json(401, { code: 'UNAUTHENTICATED' })];
    await expect(authFetch('/api/infoUser')).rejects.toMatchObject({ status: 401 });
    expect(logged).toHaveBeenCalledWith(REFRESH_ERROR);
    expect(calls.map((c) => c.url)).toEqual(['/api/infoUser', '/api/tokenUser']);
  });
});

describe('authFetchBlob', () => {
  it('answers a file with the bearer, as asked (no-store), and refreshes on 401 like authFetch; not 2xx is an HttpError', async () => {
    answers['/api/admin/reviewReceipt?reviewId=1'] = [new Response('', { status: 401 }), new Response(new Uint8Array([1, 2, 3]), { status: 200 })];
    answers['/api/tokenUser'] = [json(200, { success: true, accessToken: 'new' })];
    const done = authFetchBlob('/api/admin/reviewReceipt?reviewId=1', { cache: 'no-store' });
    await vi.advanceTimersByTimeAsync(100);
    expect((await done).size).toBe(3);
    expect(calls.filter((c) => c.url.startsWith('/api/admin')).map((c) => c.bearer)).toEqual(['Bearer old', 'Bearer new']);
    expect(cacheModes[0]).toBe('no-store');
    answers['/api/admin/reviewReceipt?reviewId=2'] = [new Response('', { status: 404 })];
    await expect(authFetchBlob('/api/admin/reviewReceipt?reviewId=2')).rejects.toMatchObject({ status: 404 });
  });
});
