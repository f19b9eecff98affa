import type { Db } from '../../db/transaction.js';

export interface WebhookRow {
  id: number; partner_key_id: number; url: string; events: string[]; secret: string; created_at: Date; failures_in_a_row: number; disabled_at: Date | null;
}
export interface DeliveryRow {
  id: string; webhook_id: number; event: string; payload: Record<string, unknown>; created_at: Date; attempts: number; next_attempt_at: Date;
  last_status: number | null; last_error: string | null; delivered_at: Date | null; given_up_at: Date | null;
}

export async function webhooksOfKey(db: Db, keyId: number): Promise<WebhookRow[]> {
  return db.query(`SELECT * FROM webhook WHERE partner_key_id = $1 ORDER BY id`, [keyId]);
}

/** A new endpoint when the key has fewer than `max` (the count read under the key row's lock); null otherwise. */
export async function insertWebhook(db: Db, w: { keyId: number; url: string; events: string[]; secret: string }, max: number): Promise<WebhookRow | null> {
  await db.query(`SELECT id FROM partner_key WHERE id = $1 FOR UPDATE`, [w.keyId]);
  const rows: WebhookRow[] = await db.query(
    `INSERT INTO webhook (partner_key_id, url, events, secret) SELECT $1, $2, $3, $4
     WHERE (SELECT count(*) FROM webhook WHERE partner_key_id = $1) < $5 RETURNING *`, [w.keyId, w.url, w.events, w.secret, max]);
  return rows[0] ?? null;
}

export async function deleteWebhook(db: Db, keyId: number, id: number): Promise<boolean> {
  const rows: unknown[] = await db.query(`WITH gone AS (DELETE FROM webhook WHERE id = $1 AND partner_key_id = $2 RETURNING id) SELECT id FROM gone`, [id, keyId]);
  return rows.length > 0;
}

/**
 * One delivery per enabled endpoint of a usable key that wants `event`; their ids. A key reads what a visitor reads:
 * an event about a restaurant that is not on line (a draft edited, a review of a page taken down) is sent to nobody;
 * only its leaving the site (restaurant.unpublished) is.
 */
export async function queueDeliveries(db: Db, event: string, idUrl: string, payload: Record<string, unknown>): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO webhook_delivery (webhook_id, event, payload)
     SELECT w.id, $1, $2::jsonb FROM webhook w JOIN partner_key k ON k.id = w.partner_key_id
     WHERE w.disabled_at IS NULL AND k.revoked_at IS NULL AND $1 = ANY (w.events)
       AND ($1 = 'restaurant.unpublished' OR EXISTS (SELECT 1 FROM restaurant r WHERE r.id_url = $3 AND r.status = 'published'))
     RETURNING id`, [event, JSON.stringify(payload), idUrl]);
  return rows.map((r) => r.id);
}

/** Takes a due delivery for `holdSeconds` (no other instance sends it meanwhile), with its endpoint. */
export async function claimDelivery(db: Db, id: string, holdSeconds: number): Promise<(DeliveryRow & { url: string; secret: string }) | null> {
  const rows: (DeliveryRow & { url: string; secret: string })[] = await db.query(
    `WITH claimed AS (
       UPDATE webhook_delivery d SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       FROM webhook w
       WHERE d.id = $1 AND w.id = d.webhook_id AND w.disabled_at IS NULL AND d.delivered_at IS NULL AND d.given_up_at IS NULL AND d.next_attempt_at <= now()
       RETURNING d.*, w.url, w.secret)
     SELECT * FROM claimed`, [id, holdSeconds]);
  return rows[0] ?? null;
}

export async function markDelivered(db: Db, id: string, status: number): Promise<void> {
  await db.query(
    `WITH d AS (UPDATE webhook_delivery SET delivered_at = now(), last_status = $2, last_error = NULL WHERE id = $1 RETURNING webhook_id)
     UPDATE webhook SET failures_in_a_row = 0 FROM d WHERE webhook.id = d.webhook_id`, [id, status]);
}

/**
 * A failed attempt: retried after `retrySeconds`, or given up (null); a given-up delivery adds one to its endpoint's
 * failures in a row. Answers the endpoint when this disabled it (for the owner's e-mail).
 */
export async function markFailed(db: Db, id: string, status: number | null, error: string, retrySeconds: number | null, disableAfter: number): Promise<{ url: string; owner_email: string; name: string } | null> {
  const rows: { url: string; owner_email: string; name: string }[] = await db.query(
    `WITH d AS (
       UPDATE webhook_delivery SET last_status = $2, last_error = left($3, 500),
         next_attempt_at = CASE WHEN $4::int IS NULL THEN next_attempt_at ELSE now() + make_interval(secs => $4::int) END,
         given_up_at = CASE WHEN $4::int IS NULL THEN now() END
       WHERE id = $1 RETURNING webhook_id, given_up_at),
     w AS (
       UPDATE webhook SET failures_in_a_row = failures_in_a_row + 1,
         disabled_at = CASE WHEN failures_in_a_row + 1 >= $5 THEN coalesce(disabled_at, now()) ELSE disabled_at END
       FROM d WHERE webhook.id = d.webhook_id AND d.given_up_at IS NOT NULL
       RETURNING webhook.url, webhook.partner_key_id, (webhook.failures_in_a_row = $5) AS just_disabled)
     SELECT w.url, k.owner_email, k.name FROM w JOIN partner_key k ON k.id = w.partner_key_id WHERE w.just_disabled`,
    [id, status, error, retrySeconds, disableAfter]);
  return rows[0] ?? null;
}

export async function dueDeliveryIds(db: Db, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT d.id FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id
     WHERE d.delivered_at IS NULL AND d.given_up_at IS NULL AND d.next_attempt_at <= now() AND w.disabled_at IS NULL
     ORDER BY d.next_attempt_at LIMIT $1`, [limit]);
  return rows.map((r) => r.id);
}

/** The last deliveries of a key's endpoints, newest first. */
export async function deliveriesOfKey(db: Db, keyId: number, limit: number): Promise<DeliveryRow[]> {
  return db.query(
    `SELECT d.* FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id WHERE w.partner_key_id = $1 ORDER BY d.id DESC LIMIT $2`, [keyId, limit]);
}

/** Deliveries kept this many days (the log a partner and area 1 read). */
export async function purgeDeliveries(db: Db, days: number): Promise<number> {
  const rows: { n: string }[] = await db.query(
    `WITH gone AS (DELETE FROM webhook_delivery WHERE created_at < now() - make_interval(days => $1) RETURNING 1) SELECT count(*) AS n FROM gone`, [days]);
  return Number(rows[0].n);
}
