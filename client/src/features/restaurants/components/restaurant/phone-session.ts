const SESSION_KEY = 'mijote.sessionId';
const CLICK_PREFIX = 'mijote.phoneClick.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The session id the server gave with an earlier phone click report, sent back with the next ones (null at first). */
export function sessionId(): string | null {
  return storage()?.getItem(SESSION_KEY) ?? null;
}

/** Keeps the id the server answered with; it signs its ids, so the browser never makes one up. */
export function keepSessionId(id: string | null | undefined): void {
  if (id) storage()?.setItem(SESSION_KEY, id);
}

/** True the first time per session for this restaurant, and remembers it. */
export function firstPhoneClick(idUrl: string): boolean {
  const store = storage();
  if (!store) return true;
  const key = `${CLICK_PREFIX}${idUrl}`;
  if (store.getItem(key)) return false;
  store.setItem(key, '1');
  return true;
}
