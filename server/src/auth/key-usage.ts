import { parisDayOf } from '../../../common/french-dates.js';
import { logger } from '../logger.js';

/** Why an operation of a key was refused: its budget was spent, or it cost more than the key's tier allows. */
export type UsageRefusal = 'rateLimited' | 'costLimited';

/** What one instance counted for a key, a day (Paris) and an operation since its last flush (docs/adr/0052). */
export interface UsageCount {
  client: string;
  day: string;
  operation: string;
  requests: number;
  cost: number;
  rateLimited: number;
  costLimited: number;
}

/** Where the counts go: the partners module's upsert, handed over by services.ts (the infrastructure imports no module). */
export type UsageSink = (counts: readonly UsageCount[]) => Promise<void>;

/** How long counts wait in memory before they are added to the shared table. */
const USAGE_FLUSH_MS = 5_000;
/** The name of an operation sent without one. */
export const ANONYMOUS_OPERATION = '(sans nom)';

/** Adds one request to a batch (pure: the batch is a map by client, day and operation). */
function addUsage(batch: Map<string, UsageCount>, entry: { client: string; day: string; operation: string; cost: number; refusal: UsageRefusal | null }): void {
  const id = `${entry.client}\u0000${entry.day}\u0000${entry.operation}`;
  const count = batch.get(id) ?? { client: entry.client, day: entry.day, operation: entry.operation, requests: 0, cost: 0, rateLimited: 0, costLimited: 0 };
  count.requests += 1;
  count.cost += entry.cost;
  if (entry.refusal) count[entry.refusal] += 1;
  batch.set(id, count);
}

/**
 * The usage of partner keys (issue 29, « Usage in area 1 »): each instance counts in memory, per key, Paris day and
 * operation, and every USAGE_FLUSH_MS (and on shutdown) hands its batch to the sink, which adds it to the shared
 * counts in one statement. Visitors are not counted. No database work on the request path.
 */
export class KeyUsage {
  private batch = new Map<string, UsageCount>();
  private timer: NodeJS.Timeout | null = null;
  private sink: UsageSink | null = null;

  /** The seam: the composition root hands the partners module's writer. */
  writeWith(sink: UsageSink): void {
    this.sink = sink;
  }

  /** Counts one request of a keyed client (a visitor's are not kept); `cost` is what was spent (0 when refused). */
  record(client: { key: string }, operation: string | null | undefined, cost: number, refusal: UsageRefusal | null = null, at: Date = new Date()): void {
    if (!this.sink || !client.key.startsWith('key:')) return;
    addUsage(this.batch, { client: client.key, day: parisDayOf(at), operation: (operation ?? '').trim().slice(0, 100) || ANONYMOUS_OPERATION, cost, refusal });
    this.timer ??= setTimeout(() => void this.flush(), USAGE_FLUSH_MS).unref();
  }

  /** Hands what was counted here to the sink; a failed write keeps the counts for the next flush. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.sink || this.batch.size === 0) return;
    const batch = this.batch;
    this.batch = new Map();
    try {
      await this.sink([...batch.values()]);
    } catch (error) {
      logger.warn({ err: error }, 'Usage des clés non enregistré');
      for (const c of batch.values()) {
        const kept = this.batch.get(`${c.client}\u0000${c.day}\u0000${c.operation}`);
        if (kept) Object.assign(kept, { requests: kept.requests + c.requests, cost: kept.cost + c.cost, rateLimited: kept.rateLimited + c.rateLimited, costLimited: kept.costLimited + c.costLimited });
        else this.batch.set(`${c.client}\u0000${c.day}\u0000${c.operation}`, c);
      }
    }
  }
}
