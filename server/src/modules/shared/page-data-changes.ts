import { afterCommit, type Db } from '../../db/transaction.js';

/**
 * "This restaurant's public page just changed": a write that changes what a public page shows says it inside its
 * transaction, with that transaction's `db`, and the listeners hear it once it has committed (never for a rolled-back
 * write, never before the data is visible). The page shell (seo/page-shell.ts) then forgets the page data it keeps 30 s
 * for that page, so the restaurateur who opens their page right after saving sees what they saved. In-process: another
 * instance of the app serves its own copy until its 30 s are over.
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

const tell = (idUrl: string | null, listed: boolean) => {
  for (const listener of listeners) listener(idUrl, listed);
};

export function restaurantPageChanged(db: Db, idUrl: string): void {
  afterCommit(db, () => tell(idUrl, false));
}

/** The restaurant was published or taken off line: its page and every search page kept change at once. */
export function restaurantListingChanged(db: Db, idUrl: string): void {
  afterCommit(db, () => tell(idUrl, true));
}

/** A page element was saved (issue 13): the search pages kept carry its old text. */
export function pageTextsChanged(db: Db): void {
  afterCommit(db, () => tell(null, true));
}
