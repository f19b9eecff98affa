/**
 * The partner key pasted in the portal's pages (the explorer, the webhooks page): kept in this tab only
 * (sessionStorage), so a key pasted in one page is there in the other; sent only to /graphql, in the X-Api-Key header.
 */
const KEY_STORAGE = 'mijote-explorateur-cle';

export function storedPortalKey(): string {
  try {
    return window.sessionStorage.getItem(KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
}

export function storePortalKey(key: string): void {
  try {
    if (key) window.sessionStorage.setItem(KEY_STORAGE, key);
    else window.sessionStorage.removeItem(KEY_STORAGE);
  } catch {
    // Private mode without storage: the key lasts as long as the page.
  }
}
