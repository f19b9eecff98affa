import type { Db } from '../../db/transaction.js';

/** A row of mail_outbox as a sender reads it once claimed. */
export interface ClaimedMail { id: string; message_id: string; recipient: string; subject: string; text_body: string; html_body: string; attempts: number }

/** Writes one message in the transaction `db` belongs to; answers its id. */
export async function insertMail(db: Db, row: { messageId: string; to: string; subject: string; text: string; html: string }): Promise<string> {
  const [inserted] = (await db.query(
    `INSERT INTO mail_outbox (message_id, recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [row.messageId, row.to, row.subject, row.text, row.html],
  )) as { id: string }[];
  return inserted.id;
}

/**
 * Takes the row for one sending attempt, or answers null when it is sent, held by another sender, not due, or has used
 * its attempts. Held for `holdSeconds`: a sender that dies half-way is replaced once that has passed.
 */
export async function claimMail(db: Db, id: string, maxAttempts: number, holdSeconds: number): Promise<ClaimedMail | null> {
  const [row] = (await db.query(
    `WITH claimed AS (
       UPDATE mail_outbox SET claimed_until = now() + make_interval(secs => $3), attempts = attempts + 1
       WHERE id = $1 AND sent_at IS NULL AND attempts < $2 AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
       RETURNING id, message_id, recipient, subject, text_body, html_body, attempts)
     SELECT * FROM claimed`,
    [id, maxAttempts, holdSeconds],
  )) as ClaimedMail[];
  return row ?? null;
}

/** Sent: the bodies (codes, links, names) are not kept, only the envelope until the purge. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db.query(`UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL, last_error = NULL, text_body = '', html_body = '' WHERE id = $1`, [id]);
}

/** Failed: the error is kept and the next attempt waits `delaySeconds`. */
export async function markFailed(db: Db, id: string, error: string, delaySeconds: number): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET claimed_until = NULL, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
    [id, error.slice(0, 1000), delaySeconds],
  );
}

/** The unsent rows due for an attempt, oldest first (at most `limit`); rows held by a sender are skipped. */
export async function dueMailIds(db: Db, maxAttempts: number, limit: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM mail_outbox
     WHERE sent_at IS NULL AND attempts < $1 AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
     ORDER BY next_attempt_at, id LIMIT $2`,
    [maxAttempts, limit],
  )) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Deletes the rows sent more than `sentDays` ago and those abandoned more than `abandonedDays` ago; answers how many. */
export async function purgeMails(db: Db, sentDays: number, abandonedDays: number): Promise<number> {
  const rows = (await db.query(
    `WITH gone AS (
       DELETE FROM mail_outbox
       WHERE (sent_at IS NOT NULL AND sent_at < now() - make_interval(days => $1))
          OR (sent_at IS NULL AND created_at < now() - make_interval(days => $2))
       RETURNING id)
     SELECT count(*)::int AS n FROM gone`,
    [sentDays, abandonedDays],
  )) as { n: number }[];
  return rows[0].n;
}

/** Of rows `ids`, those sent and those whose attempts are used up (abandoned), with their last error. */
export function endedMails(db: Db, ids: readonly string[], maxAttempts: number): Promise<{ id: string; sent_at: Date | null; last_error: string | null }[]> {
  return db.query(
    `SELECT id, sent_at, last_error FROM mail_outbox WHERE id = ANY($1::bigint[]) AND (sent_at IS NOT NULL OR (attempts >= $2 AND (claimed_until IS NULL OR claimed_until < now())))`,
    [ids, maxAttempts],
  );
}
