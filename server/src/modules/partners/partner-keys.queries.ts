import type { Db } from '../../db/transaction.js';

/** A key as area 1 lists it (never a hash). */
export interface PartnerKeyRow {
  id: number; name: string; owner_email: string; tier: string; allowed_origins: string[]; key_hint: string | null; revealed: boolean;
  previous_valid_until: Date | null; created_at: Date; last_used_at: Date | null; revoked_at: Date | null; reveal_expires_at: Date | null;
}
const KEY_FIELDS = `id, name, owner_email, tier, allowed_origins, key_hint, key_hash IS NOT NULL AS revealed,
  CASE WHEN previous_valid_until > now() THEN previous_valid_until END AS previous_valid_until, created_at, last_used_at, revoked_at, reveal_expires_at`;

export interface NewPartnerKey {
  name: string; ownerEmail: string; tier: string; origins: readonly string[];
  keyHash: string | null; keyHint: string | null; revealHash: string | null; revealExpiresAt: Date | null;
}
export async function insertPartnerKey(db: Db, k: NewPartnerKey): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO partner_key (name, owner_email, tier, allowed_origins, key_hash, key_hint, reveal_hash, reveal_expires_at)
     VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8) RETURNING id`,
    [k.name, k.ownerEmail, k.tier, k.origins, k.keyHash, k.keyHint, k.revealHash, k.revealExpiresAt]);
  return row.id;
}

/** The keys, the live ones first, newest first. */
export function partnerKeyRows(db: Db, limit: number): Promise<PartnerKeyRow[]> {
  return db.query(`SELECT ${KEY_FIELDS} FROM partner_key ORDER BY revoked_at IS NOT NULL, id DESC LIMIT $1`, [limit]);
}

export async function partnerKeyRow(db: Db, id: number): Promise<PartnerKeyRow | undefined> {
  const [row] = await db.query(`SELECT ${KEY_FIELDS} FROM partner_key WHERE id = $1`, [id]);
  return row;
}

/** What a key's hash opens: its key (current or, during a rotation's grace, previous) and its state. */
export interface KeyByHash { id: number; tier: string; allowed_origins: string[]; revoked: boolean; expired: boolean; valid_until: Date | null }
export async function keyByHash(db: Db, hash: string): Promise<KeyByHash | undefined> {
  const [row] = await db.query(
    `SELECT id, tier, allowed_origins, revoked_at IS NOT NULL AS revoked, key_hash IS DISTINCT FROM $1 AND NOT (previous_valid_until > now()) AS expired,
       CASE WHEN key_hash IS DISTINCT FROM $1 THEN previous_valid_until END AS valid_until
     FROM partner_key WHERE key_hash = $1 OR previous_key_hash = $1`, [hash]);
  return row;
}

/** An approved key's first reveal: its hash written once, by the link's hash; undefined when the link is used, expired or unknown. */
export async function revealOnce(db: Db, revealHash: string, keyHash: string, keyHint: string): Promise<{ id: number; name: string; tier: string } | undefined> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
  const [[row]]: [{ id: number; name: string; tier: string }[], number] = await db.query(
    `UPDATE partner_key SET key_hash = $2, key_hint = $3
     WHERE reveal_hash = $1 AND key_hash IS NULL AND revoked_at IS NULL AND reveal_expires_at > now() RETURNING id, name, tier`,
    [revealHash, keyHash, keyHint]);
  return row;
}

/** Whether a reveal link (by its hash) has already shown its key. */
export async function revealUsed(db: Db, revealHash: string): Promise<boolean> {
  const [row] = await db.query(`SELECT key_hash IS NOT NULL AS used FROM partner_key WHERE reveal_hash = $1`, [revealHash]);
  return Boolean(row?.used);
}

/** A rotation: the current key becomes the previous one, valid until `graceUntil`; false when the key is revoked or not revealed yet. */
export async function rotateKey(db: Db, id: number, keyHash: string, keyHint: string, graceUntil: Date): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE partner_key SET previous_key_hash = key_hash, previous_valid_until = $4, key_hash = $2, key_hint = $3
     WHERE id = $1 AND revoked_at IS NULL AND key_hash IS NOT NULL RETURNING id`, [id, keyHash, keyHint, graceUntil]);
  return rows.length > 0;
}

/** Revokes a key (and its predecessor with it); false when it was already. */
export async function revokeKey(db: Db, id: number): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(`UPDATE partner_key SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id`, [id]);
  return rows.length > 0;
}

/** Records the keys' use (at most once a minute per key and instance: partner-key-cache.ts). */
export async function touchKeys(db: Db, ids: readonly number[]): Promise<void> {
  await db.query(`UPDATE partner_key SET last_used_at = now() WHERE id = ANY($1::int[])`, [ids]);
}

/** A request for a key as area 1 lists it. */
export interface KeyRequestRow {
  id: number; organisation: string; email: string; intended_use: string; website: string | null; created_at: Date;
  decision: string | null; decided_at: Date | null; refusal_reason: string | null; key_id: number | null;
}
const REQUEST_FIELDS = 'id, organisation, email, intended_use, website, created_at, decision, decided_at, refusal_reason, key_id';

export async function insertKeyRequest(db: Db, r: { organisation: string; email: string; intendedUse: string; website: string | null }): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO partner_key_request (organisation, email, intended_use, website) VALUES ($1, $2, $3, $4) RETURNING id`,
    [r.organisation, r.email, r.intendedUse, r.website]);
  return row.id;
}

/** The requests waiting (oldest first), then the latest decided. */
export function keyRequestRows(db: Db, limit: number): Promise<KeyRequestRow[]> {
  return db.query(`SELECT ${REQUEST_FIELDS} FROM partner_key_request ORDER BY decision IS NOT NULL, CASE WHEN decision IS NULL THEN id ELSE -id END LIMIT $1`, [limit]);
}

export async function lockKeyRequest(db: Db, id: number): Promise<KeyRequestRow | undefined> {
  const [row] = await db.query(`SELECT ${REQUEST_FIELDS} FROM partner_key_request WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function decideKeyRequest(db: Db, id: number, decision: 'approved' | 'refused', reason: string | null, keyId: number | null): Promise<void> {
  await db.query(`UPDATE partner_key_request SET decision = $2, decided_at = now(), refusal_reason = $3, key_id = $4 WHERE id = $1`, [id, decision, reason, keyId]);
}

/** One batch of counts to add (docs/adr/0052). */
export interface UsageIncrement { keyId: number; day: string; operation: string; requests: number; cost: number; rateLimited: number; costLimited: number }

/**
 * Adds an instance's batch to the shared counts in one statement (rows in key order, so two instances adding at once
 * wait for each other rather than deadlock); counts of a key that no longer exists are dropped.
 */
export async function addKeyUsage(db: Db, rows: readonly UsageIncrement[]): Promise<void> {
  await db.query(
    `INSERT INTO partner_key_usage (key_id, day, operation, requests, cost, rate_limited, cost_limited)
     SELECT u.key_id, u.day, u.operation, u.requests, u.cost, u.rate_limited, u.cost_limited
       FROM unnest($1::int[], $2::date[], $3::text[], $4::int[], $5::bigint[], $6::int[], $7::int[])
         AS u(key_id, day, operation, requests, cost, rate_limited, cost_limited)
       JOIN partner_key k ON k.id = u.key_id
      ORDER BY u.key_id, u.day, u.operation
     ON CONFLICT (key_id, day, operation) DO UPDATE SET requests = partner_key_usage.requests + EXCLUDED.requests,
       cost = partner_key_usage.cost + EXCLUDED.cost, rate_limited = partner_key_usage.rate_limited + EXCLUDED.rate_limited,
       cost_limited = partner_key_usage.cost_limited + EXCLUDED.cost_limited`,
    [rows.map((r) => r.keyId), rows.map((r) => r.day), rows.map((r) => r.operation), rows.map((r) => r.requests), rows.map((r) => r.cost),
      rows.map((r) => r.rateLimited), rows.map((r) => r.costLimited)]);
}

/** Deletes the counts of days older than `months` months (Paris calendar). */
export async function pruneKeyUsage(db: Db, months: number): Promise<void> {
  await db.query(`DELETE FROM partner_key_usage WHERE day < (now() AT TIME ZONE 'Europe/Paris')::date - make_interval(months => $1)`, [months]);
}

export interface UsageDayRow { day: string; requests: number; cost: number; rate_limited: number; cost_limited: number }
/** A key's totals per day, over the `days` Paris days ending today. */
export function keyUsageDays(db: Db, keyId: number, days: number): Promise<UsageDayRow[]> {
  return db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(requests)::int AS requests, sum(cost)::float8 AS cost,
            sum(rate_limited)::int AS rate_limited, sum(cost_limited)::int AS cost_limited
       FROM partner_key_usage WHERE key_id = $1 AND day > (now() AT TIME ZONE 'Europe/Paris')::date - $2::int
      GROUP BY day ORDER BY day`, [keyId, days]);
}

export interface UsageOperationRow { operation: string; requests: number; cost: number; refusals: number }
/** A key's most used operations over the `days` Paris days ending today. */
export function keyUsageOperations(db: Db, keyId: number, days: number, limit: number): Promise<UsageOperationRow[]> {
  return db.query(
    `SELECT operation, sum(requests)::int AS requests, sum(cost)::float8 AS cost, sum(rate_limited + cost_limited)::int AS refusals
       FROM partner_key_usage WHERE key_id = $1 AND day > (now() AT TIME ZONE 'Europe/Paris')::date - $2::int
      GROUP BY operation ORDER BY requests DESC, cost DESC, operation LIMIT $3`, [keyId, days, limit]);
}
