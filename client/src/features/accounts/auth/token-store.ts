/** The access token lives in localStorage under the key `token` (SPEC §3); the kind says which refresh endpoint renews it. */
export type SessionKind = 'user' | 'restau';

const TOKEN_KEY = 'token';
const KIND_KEY = 'tokenKind';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string, kind?: SessionKind): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
    if (kind) window.localStorage.setItem(KIND_KEY, kind);
  } catch {
    // Private mode without storage: the session lasts as long as the page.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(KIND_KEY);
  } catch {
    // Nothing stored.
  }
}

export function getSessionKind(): SessionKind {
  try {
    return window.localStorage.getItem(KIND_KEY) === 'restau' ? 'restau' : 'user';
  } catch {
    return 'user';
  }
}
