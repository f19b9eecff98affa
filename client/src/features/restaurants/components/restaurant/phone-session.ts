const SESSION_KEY = 'mijote.sessionId';
const CLICK_PREFIX = 'mijote.phoneClick.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A random id kept for the browser session, sent with the phone click report. */
export function sessionId(): string | null {
  const store = storage();
  if (!store) return null;
  let id = store.getItem(SESSION_KEY);
  if (!id) {
    id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    store.setItem(SESSION_KEY, id);
  }
  return id;
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
