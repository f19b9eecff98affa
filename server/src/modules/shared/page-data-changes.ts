import { announceChange, type ChangeListener } from '../../db/change-channel.js';
import { afterCommit, type Db } from '../../db/transaction.js';
import { publicEvent } from './public-events.js';

/**
 * "This restaurant's public page just changed": a write that changes what a public page shows says it inside its
 * transaction, with that transaction's `db`. Every instance hears it once the write has committed (never for a
 * rolled-back write, never before the data is visible): this one at once, in process (a restaurateur who opens their
 * page right after saving sees what they saved), the others through PostgreSQL (db/change-channel.ts, ADR 0037). The
 * page shell (seo/page-shell.ts) then forgets the page data it keeps 30 s.
 *
 * `idUrl`: the restaurant whose page changed, null when none did; `listed`: a restaurant appeared in or left the search
 * (published, taken off line) or the search pages' texts changed (page elements): every kept search page is stale too;
 * `all`: the notices may have been missed (the listening connection was lost): everything kept is stale.
 */
interface PageChange { idUrl: string | null; listed: boolean; all?: boolean }
type Listener = (change: PageChange) => void;
const listeners = new Set<Listener>();
const KIND = 'page';

/**
 * Hears the page changes of this instance and, through `across`, of every other one. Answers the unsubscription.
 */
export function onRestaurantPageChanged(listener: Listener, across: ChangeListener): () => void {
  listeners.add(listener);
  const stopHearing = across.subscribe((payload) => {
    const change = pageChangeOf(payload);
    if (change) listener(change);
  }, () => listener({ idUrl: null, listed: true, all: true }));
  return () => {
    listeners.delete(listener);
    stopHearing();
  };
}

/** A notice of the channel, if it is a page change (other kinds share the channel). */
function pageChangeOf(payload: string): PageChange | null {
  try {
    const p = JSON.parse(payload) as { kind?: unknown; idUrl?: unknown; listed?: unknown };
    if (p.kind !== KIND) return null;
    return { idUrl: typeof p.idUrl === 'string' ? p.idUrl : null, listed: p.listed === true };
  } catch {
    return null;
  }
}

function changed(db: Db, change: PageChange): void {
  afterCommit(db, () => {
    for (const listener of listeners) listener(change);
  });
  announceChange(db, JSON.stringify({ kind: KIND, idUrl: change.idUrl, listed: change.listed }));
}

export function restaurantPageChanged(db: Db, idUrl: string): void {
  changed(db, { idUrl, listed: false });
  publicEvent(db, { type: 'restaurant.updated', idUrl });
}

/** The restaurant was published or taken off line: its page and every search page kept change at once. */
export function restaurantListingChanged(db: Db, idUrl: string): void {
  changed(db, { idUrl, listed: true });
}

/** A page element was saved (issue 13): the search pages kept carry its old text. */
export function pageTextsChanged(db: Db): void {
  changed(db, { idUrl: null, listed: true });
}
