/**
 * The partner key pasted in the portal's pages: kept in this tab only (sessionStorage), under the name the explorer
 * uses, so a key pasted in one page is there in the other; sent only to /graphql, in the X-Api-Key header.
 * (pages/ExplorerPage.tsx still keeps its own copy of these two functions.)
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
