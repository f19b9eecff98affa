import { beforeCommit } from '../../db/in-transaction.js';
import type { Db } from '../../db/transaction.js';
import { logger } from '../../logger.js';

/**
 * What happened on the public side that partners may hear of (issue 29's webhooks, docs/adr/0051): raised by the write
 * that causes it; the listeners run as the last statements of its transaction, so what they write (the webhooks'
 * outbox) commits or rolls back with the change. The module that keeps the listeners registers itself from its entry;
 * the modules that raise events import only this file.
 */
export type PublicEvent =
  | { type: 'restaurant.published' | 'restaurant.updated' | 'restaurant.unpublished'; idUrl: string }
  | { type: 'review.published'; idUrl: string; reviewId: number };

type Sink = (db: Db, event: PublicEvent) => Promise<void>;
const sinks = new Set<Sink>();

export function onPublicEvent(sink: Sink): void {
  sinks.add(sink);
}

export function publicEvent(db: Db, event: PublicEvent): void {
  for (const sink of sinks) {
    // Outside a transaction the sink runs at once: its failure is logged, the change is already made.
    beforeCommit(db, (tx) => sink(tx, event)).catch((error: unknown) => logger.error({ err: error, event: event.type }, 'Événement public non enregistré'));
  }
}
