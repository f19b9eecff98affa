import pg from 'pg';
import type { Db } from './db.js';
import { beforeCommit } from './in-transaction.js';
import { logger } from '../logger.js';

/**
 * What one instance changed and the others must hear (docs/adr/0037): a PostgreSQL NOTIFY on one channel, sent as the
 * last statement of the write's transaction, so PostgreSQL delivers it to every listening instance when, and only if,
 * the write commits. Each instance keeps one connection LISTENing; when it loses it, everything it kept is dropped (a
 * notice may have been missed) and it connects again.
 */
const CHANGES_CHANNEL = 'mijote_changes';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const PAYLOAD_MAX = 7_900;

/** Tells every instance (this one included) `payload` once the transaction of `db` commits; at once outside one. */
export function announceChange(db: Db, payload: string): void {
  if (Buffer.byteLength(payload) > PAYLOAD_MAX) throw new Error(`Avis de changement trop long (${payload.length})`);
  const sent = beforeCommit(db, async (tx) => {
    await tx.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
  });
  // Outside a transaction the notice goes at once; a failure then only delays what the others see (their TTL).
  sent.catch((error: Error) => logger.warn({ err: error }, 'Avis de changement non envoyé'));
}

type Heard = (payload: string) => void;
type Reset = () => void;

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 2_000;

/**
 * The instance's listening connection. Started by its first subscriber; `connected` feeds /readyz. On a lost connection
 * the subscribers' `reset` runs (drop every kept copy), then again once listening anew (what was said meanwhile is lost).
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private readonly heard = new Set<Heard>();
  private readonly resets = new Set<Reset>();
  private retryMs = RETRY_MIN_MS;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private starting: Promise<void> | null = null;
  connected = false;

  constructor(private readonly connectionString: string) {}

  /** Hears every notice; `reset` when notices may have been missed. Answers the unsubscription. */
  subscribe(onNotice: Heard, reset: Reset): () => void {
    this.heard.add(onNotice);
    this.resets.add(reset);
    void this.start();
    return () => {
      this.heard.delete(onNotice);
      this.resets.delete(reset);
    };
  }

  /** Connects and listens (once; again after a loss). Resolves when listening, or when the attempt failed. */
  start(): Promise<void> {
    if (this.stopped || this.client) return this.starting ?? Promise.resolve();
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'mijote-changes', keepAlive: true });
    this.client = client;
    client.on('notification', (n) => {
      if (n.channel !== CHANGES_CHANNEL || n.payload === undefined) return;
      for (const listener of this.heard) listener(n.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    this.starting = (async () => {
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANGES_CHANNEL}`);
        if (this.client !== client) return;
        this.connected = true;
        this.retryMs = RETRY_MIN_MS;
        this.resetAll();
      } catch (error) {
        this.lost(client, error as Error);
      } finally {
        this.starting = null;
      }
    })();
    return this.starting;
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    const was = this.connected;
    this.connected = false;
    client.removeAllListeners('notification');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.stopped) return;
    if (was || error) logger.warn({ err: error ?? undefined }, 'Écoute des changements perdue : copies oubliées, nouvelle connexion');
    this.resetAll();
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private resetAll(): void {
    for (const reset of this.resets) reset();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.starting;
    const client = this.client;
    this.client = null;
    this.connected = false;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
