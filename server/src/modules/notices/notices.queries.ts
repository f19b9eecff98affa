import type { Db } from '../../db/transaction.js';

/** A notice with the figures of its sending (area 1's progress view). */
export interface NoticeRow {
  id: number; kind: string; audience: string; subject: string; body: string; effective_on: string; author_label: string; created_at: Date;
  gathered_at: Date | null; queued_at: Date | null; settled_at: Date | null;
  total: number; queued: number; delivered: number; failed: number;
}

const NOTICE_FIELDS = `n.id, n.kind, n.audience, n.subject, n.body, to_char(n.effective_on, 'YYYY-MM-DD') AS effective_on, n.author_label, n.created_at,
  n.gathered_at, n.queued_at, n.settled_at,
  (SELECT count(*)::int FROM notice_recipient r WHERE r.notice_id = n.id) AS total,
  (SELECT count(*)::int FROM notice_recipient r WHERE r.notice_id = n.id AND r.queued_at IS NOT NULL) AS queued,
  (SELECT count(*)::int FROM notice_recipient r WHERE r.notice_id = n.id AND r.delivered_at IS NOT NULL) AS delivered,
  (SELECT count(*)::int FROM notice_recipient r WHERE r.notice_id = n.id AND r.failed_at IS NOT NULL) AS failed`;

/** The latest notices, newest first, with their figures. */
export function latestNotices(db: Db, limit: number): Promise<NoticeRow[]> {
  return db.query(`SELECT ${NOTICE_FIELDS} FROM notice n ORDER BY n.id DESC LIMIT $1`, [limit]);
}

/** One notice with its figures. */
export async function noticeById(db: Db, id: number): Promise<NoticeRow | undefined> {
  const [row] = await db.query(`SELECT ${NOTICE_FIELDS} FROM notice n WHERE n.id = $1`, [id]);
  return row;
}

/** The notices whose sending is not over (every delivery ended): the sweep starts their job again. */
export async function unsettledNoticeIds(db: Db): Promise<number[]> {
  const rows: { id: number }[] = await db.query(`SELECT id FROM notice WHERE settled_at IS NULL ORDER BY id`);
  return rows.map((r) => r.id);
}

/** A notice as its sending step needs it, locked so that two steps of the same notice gather one after the other. */
export interface NoticeToSend { id: number; kind: string; audience: string; subject: string; body: string; effective_on: string; gathered_through: number | null; gathered_at: Date | null; queued_at: Date | null; settled_at: Date | null }
export async function lockNotice(db: Db, id: number): Promise<NoticeToSend | undefined> {
  const [row] = await db.query(
    `SELECT id, kind, audience, subject, body, to_char(effective_on, 'YYYY-MM-DD') AS effective_on, gathered_through, gathered_at, queued_at, settled_at
     FROM notice WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

/** Adds recipients (an account already there is left as it is) and moves the gathering's mark; `done` when no account is left. */
export async function addRecipients(db: Db, noticeId: number, rows: readonly { id: number; email: string; first_name: string }[], done: boolean): Promise<void> {
  if (rows.length) {
    await db.query(
      `INSERT INTO notice_recipient (notice_id, user_id, email, first_name)
       SELECT $1, u.id, u.email, u.first_name FROM jsonb_to_recordset($2::jsonb) AS u(id integer, email text, first_name text)
       ON CONFLICT (notice_id, user_id) DO NOTHING`, [noticeId, JSON.stringify(rows)]);
  }
  await db.query(
    `UPDATE notice SET gathered_through = greatest(coalesce(gathered_through, 0), $2), gathered_at = CASE WHEN $3 THEN now() ELSE NULL END WHERE id = $1`,
    [noticeId, rows.at(-1)?.id ?? 0, done]);
}

/** Recipients whose e-mail is not yet in the outbox, locked (those another step holds are skipped), `limit` at most. */
export function takeUnqueued(db: Db, noticeId: number, limit: number): Promise<{ user_id: number; email: string; first_name: string }[]> {
  return db.query(
    `SELECT user_id, email, first_name FROM notice_recipient WHERE notice_id = $1 AND queued_at IS NULL
     ORDER BY user_id LIMIT $2 FOR UPDATE SKIP LOCKED`, [noticeId, limit]);
}

/** The recipient's e-mail is in the outbox (row `mailId`): recorded once, in the transaction that queued it. */
export async function markQueued(db: Db, noticeId: number, userId: number, mailId: string): Promise<void> {
  await db.query(`UPDATE notice_recipient SET queued_at = now(), mail_id = $3 WHERE notice_id = $1 AND user_id = $2 AND queued_at IS NULL`, [noticeId, userId, mailId]);
}

/** How many recipients wait for their e-mail to be queued. */
export async function unqueuedCount(db: Db, noticeId: number): Promise<number> {
  const [row] = await db.query(`SELECT count(*)::int AS n FROM notice_recipient WHERE notice_id = $1 AND queued_at IS NULL`, [noticeId]);
  return row.n;
}

/** The outbox rows of queued recipients whose delivery has not ended yet (`limit` at most). */
export async function undeliveredMailIds(db: Db, noticeId: number, limit: number): Promise<string[]> {
  const rows: { mail_id: string }[] = await db.query(
    `SELECT mail_id FROM notice_recipient WHERE notice_id = $1 AND queued_at IS NOT NULL AND delivered_at IS NULL AND failed_at IS NULL ORDER BY mail_id LIMIT $2`,
    [noticeId, limit]);
  return rows.map((r) => r.mail_id);
}

/** Copies how deliveries ended (from the mail module) onto the recipients. */
export async function recordDeliveries(db: Db, noticeId: number, ended: readonly { id: string; sentAt: Date | null; lastError: string | null }[]): Promise<void> {
  if (!ended.length) return;
  await db.query(
    `UPDATE notice_recipient r SET delivered_at = e.sent_at, failed_at = CASE WHEN e.sent_at IS NULL THEN now() END, last_error = e.last_error
     FROM jsonb_to_recordset($2::jsonb) AS e(id bigint, sent_at timestamptz, last_error text)
     WHERE r.notice_id = $1 AND r.mail_id = e.id AND r.delivered_at IS NULL AND r.failed_at IS NULL`,
    [noticeId, JSON.stringify(ended.map((e) => ({ id: e.id, sent_at: e.sentAt, last_error: e.lastError })))]);
}

/** Marks the notice queued once no recipient waits, and settled once every delivery has ended too (a CTE: TypeORM answers an UPDATE's RETURNING as [rows, count]). */
export async function markProgress(db: Db, noticeId: number): Promise<{ queued: boolean; settled: boolean }> {
  const [row] = await db.query(
    `WITH u AS (UPDATE notice n SET
       queued_at = coalesce(n.queued_at, CASE WHEN n.gathered_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM notice_recipient r WHERE r.notice_id = n.id AND r.queued_at IS NULL) THEN now() END),
       settled_at = CASE WHEN n.gathered_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM notice_recipient r WHERE r.notice_id = n.id AND r.delivered_at IS NULL AND r.failed_at IS NULL) THEN now() END
     WHERE n.id = $1 RETURNING n.queued_at IS NOT NULL AS queued, n.settled_at IS NOT NULL AS settled)
     SELECT queued, settled FROM u`, [noticeId]);
  return row;
}

/** A new notice; answers its id. */
export async function insertNotice(db: Db, n: { kind: string; audience: string; subject: string; body: string; effectiveOn: string; authorId: number; authorLabel: string }): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO notice (kind, audience, subject, body, effective_on, author_id, author_label) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [n.kind, n.audience, n.subject, n.body, n.effectiveOn, n.authorId, n.authorLabel]);
  return row.id;
}
