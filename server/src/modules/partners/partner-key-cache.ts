import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { isPartnerTier } from '../../../../common/partner-key-rules.js';
import type { KeyLookup, KeyResolver } from '../../auth/client-quota.js';
import { announceChange, type ChangeListener } from '../../db/change-channel.js';
import { afterCommit, type Db } from '../../db/transaction.js';
import { logger } from '../../logger.js';
import { keyByHash, touchKeys } from './partner-keys.queries.js';

/** A key's SHA-256 (hex): keys are 256 random bits, so a fast hash is enough and lookup stays one indexed read (ADR 0047). */
export const keyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** How long an instance keeps what a key opens without hearing of a change (a missed notice costs this at most). */
const KEPT_MS = 60_000;
/** Keys kept at most per instance (unknown ones included): past this, everything is forgotten. */
const KEPT_MAX = 10_000;
/** A key's last use is written at most this often per instance. */
const TOUCH_EVERY_MS = 60_000;
const KIND = 'partner-key';

const forgetters = new Set<() => void>();

/**
 * A key was revoked, rotated or created: every instance forgets what it kept of the keys once the write commits —
 * this one at once, the others through PostgreSQL's NOTIFY (db/change-channel.ts, docs/adr/0037).
 */
export function partnerKeysChanged(db: Db): void {
  afterCommit(db, () => {
    for (const forget of forgetters) forget();
  });
  announceChange(db, JSON.stringify({ kind: KIND }));
}

/**
 * The partners module's answer to ClientQuota's seam: what a key opens, read by its hash and kept per instance for a
 * minute at most, forgotten on every change notice (and when notices may have been missed).
 */
export function partnerKeyResolver(db: DataSource, changes: ChangeListener): KeyResolver {
  const kept = new Map<string, { lookup: KeyLookup; until: number; id: number | null; touched: number }>();
  const forget = () => kept.clear();
  forgetters.add(forget);
  changes.subscribe((payload) => {
    if (payload.includes(`"kind":"${KIND}"`)) forget();
  }, forget);

  const touch = (id: number) => void touchKeys(db, [id]).catch((error: unknown) => logger.warn({ err: error }, 'Dernier usage de clé non noté'));

  return async (key) => {
    const hash = keyHash(key);
    const now = Date.now();
    const hit = kept.get(hash);
    if (hit && now < hit.until) {
      if (hit.id !== null && now - hit.touched >= TOUCH_EVERY_MS) {
        hit.touched = now;
        touch(hit.id);
      }
      return hit.lookup;
    }
    const row = await keyByHash(db, hash);
    let lookup: KeyLookup;
    if (!row || !isPartnerTier(row.tier)) lookup = { refused: 'unknown' };
    else if (row.revoked) lookup = { refused: 'revoked' };
    else if (row.expired) lookup = { refused: 'expired' };
    else lookup = { client: { key: `key:${row.id}`, tier: row.tier }, origins: row.allowed_origins };
    if (kept.size >= KEPT_MAX) kept.clear();
    const id = 'client' in lookup ? row!.id : null;
    // A predecessor in its grace is kept no longer than its grace.
    const until = Math.min(now + KEPT_MS, row?.valid_until && 'client' in lookup ? row.valid_until.getTime() : Infinity);
    kept.set(hash, { lookup, until, id, touched: now });
    if (id !== null) touch(id);
    return lookup;
  };
}
