/**
 * The heart a visitor touched before signing in or signing up (issue 15): kept for the tab, for 30 minutes, and applied
 * once by that restaurant's heart when the person is signed in as a customer.
 */
const KEY = 'mijote:favori-en-attente';
const MAX_AGE_MS = 30 * 60 * 1000;

export function rememberFavouriteIntent(idUrl: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ idUrl, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the heart simply is not applied after signing in.
  }
}

/** Whether this restaurant's heart was touched before signing in (recently); the intent is used up. */
export function takeFavouriteIntent(idUrl: string, now = Date.now()): boolean {
  try {
    const intent = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { idUrl?: unknown; at?: unknown } | null;
    if (intent?.idUrl !== idUrl) return false;
    sessionStorage.removeItem(KEY);
    return typeof intent.at === 'number' && now - intent.at < MAX_AGE_MS;
  } catch {
    return false;
  }
}
