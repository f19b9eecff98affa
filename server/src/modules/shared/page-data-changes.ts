/**
 * "This restaurant's public page just changed": the restaurateur's saves (menus, booking) say it after their transaction
 * has committed, and the page shell (seo/page-shell.ts) forgets the page data it keeps 30 s for that page, so the
 * restaurateur who opens their page right after saving sees what they saved. In-process: another instance of the app
 * serves its own copy until its 30 s are over.
 */
/**
 * `idUrl`: the restaurant whose page changed, null when none did; `listed`: a restaurant appeared in or left the search
 * (published, taken off line) or the search pages' texts changed (page elements): every kept search page is stale too.
 */
type Listener = (idUrl: string | null, listed: boolean) => void;
const listeners = new Set<Listener>();

export function onRestaurantPageChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function restaurantPageChanged(idUrl: string): void {
  for (const listener of listeners) listener(idUrl, false);
}

/** The restaurant was published or taken off line: its page and every search page kept change at once. */
export function restaurantListingChanged(idUrl: string): void {
  for (const listener of listeners) listener(idUrl, true);
}

/** A page element was saved (issue 13): the search pages kept carry its old text. */
export function pageTextsChanged(): void {
  for (const listener of listeners) listener(null, true);
}
