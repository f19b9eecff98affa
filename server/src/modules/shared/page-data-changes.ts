/**
 * "This restaurant's public page just changed": the restaurateur's saves (menus, booking) say it after their transaction
 * has committed, and the page shell (seo/page-shell.ts) forgets the page data it keeps 30 s for that page, so the
 * restaurateur who opens their page right after saving sees what they saved. In-process: another instance of the app
 * serves its own copy until its 30 s are over.
 */
type Listener = (idUrl: string) => void;
const listeners = new Set<Listener>();

export function onRestaurantPageChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function restaurantPageChanged(idUrl: string): void {
  for (const listener of listeners) listener(idUrl);
}
