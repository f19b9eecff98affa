import { getSessionKind, getToken, setToken, type SessionKind } from './token-store';

export const REFRESH_ERROR = 'Erreur lors du rafraîchissement du token';
const RETRY_DELAY_MS = 100;

/** An HTTP answer that was not 2xx (the server did answer). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    /** The input field the server names, if any. */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

interface ApiFailure {
  success?: false;
  code?: string;
  message?: string;
  field?: string;
}

const REFRESH_PATH: Record<SessionKind, string> = { user: '/api/tokenUser', restau: '/api/tokenRestau' };

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & ApiFailure;
  if (!response.ok) throw new HttpError(response.status, body.code ?? null, body.message ?? `HTTP ${response.status}`, body.field ?? null);
  return body;
}

/** A text answer (formulaire_hmac's HTML form); a failure is JSON as elsewhere. */
async function readText(response: Response): Promise<string> {
  if (!response.ok) return readJson<never>(response);
  return response.text();
}

/** POST /api/tokenUser or /api/tokenRestau with the refresh cookie; throws HttpError on 401. */
export async function requestAccessToken(kind: SessionKind): Promise<string> {
  const response = await fetch(REFRESH_PATH[kind], {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = await readJson<{ success: boolean; accessToken?: string }>(response);
  if (!body.accessToken) throw new HttpError(response.status, null, 'Jeton absent');
  return body.accessToken;
}

const inFlight = new Map<SessionKind, Promise<string>>();

/**
 * Rotates the refresh cookie into a new access token, stored under `token`. The server treats a reused
 * refresh cookie as theft, so concurrent refreshes are merged within the tab and serialised across tabs.
 */
export function refreshAccessToken(kind: SessionKind = getSessionKind()): Promise<string> {
  const pending = inFlight.get(kind);
  if (pending) return pending;
  const run = async () => {
    const token = await requestAccessToken(kind);
    setToken(token, kind);
    return token;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const locked = locks
    ? new Promise<string>((resolve, reject) => {
        locks.request(`mijote-refresh-${kind}`, () => run().then(resolve, reject)).catch(reject);
      })
    : run();
  const promise = locked.finally(() => inFlight.delete(kind));
  inFlight.set(kind, promise);
  return promise;
}

/** Like refreshAccessToken, but logs the SPEC §8 message and answers null on failure. */
export async function tryRefresh(kind: SessionKind = getSessionKind()): Promise<string | null> {
  try {
    return await refreshAccessToken(kind);
  } catch {
    console.error(REFRESH_ERROR);
    return null;
  }
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

interface AuthFetchOptions {
  /** Restaurant calls also refresh on 403 (SPEC §4). */
  kind?: SessionKind;
  /** The answer is text, not JSON (T is then string). */
  text?: boolean;
}

/**
 * A bearer call: on 401 (and on 403 for restaurant calls) the token is refreshed, then after 100 ms the call is
 * retried once with the new bearer. Answers the parsed JSON (the text with `text`) or throws HttpError.
 */
export async function authFetch<T>(url: string, init: RequestInit = {}, options: AuthFetchOptions = {}): Promise<T> {
  const response = await authResponse(url, init, options);
  return options.text ? ((await readText(response)) as T) : readJson<T>(response);
}

/** A bearer call answering a file (a receipt, an invoice) as a blob, with authFetch's refresh; throws HttpError unless 2xx. */
export async function authFetchBlob(url: string, init: RequestInit = {}, options: AuthFetchOptions = {}): Promise<Blob> {
  const response = await authResponse(url, init, options);
  if (!response.ok) throw new HttpError(response.status, null, `HTTP ${response.status}`);
  return response.blob();
}

async function authResponse(url: string, init: RequestInit, options: AuthFetchOptions): Promise<Response> {
  const kind = options.kind ?? getSessionKind();
  const send = (token: string | null) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (init.body != null && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return fetch(url, { ...init, headers, credentials: 'include' });
  };
  let response = await send(getToken());
  if (response.status === 401 || (kind === 'restau' && response.status === 403)) {
    const token = await tryRefresh(kind);
    if (token) {
      await wait(RETRY_DELAY_MS);
      response = await send(token);
    }
  }
  return response;
}

/** Plain JSON call without bearer (`keepalive` in init for a call that outlives the page). */
export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body != null && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return readJson<T>(await fetch(url, { ...init, headers, credentials: 'include' }));
}

/**
 * The request as given, its Response untouched: for the API explorer (features/developers), which shows the status,
 * the headers and the body exactly as the server sent them, with the partner's key and without the site's cookies.
 */
export function rawFetch(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, init);
}
