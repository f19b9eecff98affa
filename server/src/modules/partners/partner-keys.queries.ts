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
