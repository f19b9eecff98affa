import type { Queryable } from './publication.js';

/** The mail outbox's clock and leftovers (ADR 0038): retries made due now, ages moved back, a message an outage left. */
export async function makeMailDue(db: Queryable, recipient?: string): Promise<void> {
  if (recipient) await db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = $1`, [recipient]);
  else await db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE sent_at IS NULL`);
}

/** The message to `recipient` has already been tried `attempts` times, and its next try is due. */
export async function setMailAttempts(db: Queryable, recipient: string, attempts: number): Promise<void> {
  await db.query(`UPDATE mail_outbox SET attempts = $1, next_attempt_at = now() WHERE recipient = $2`, [attempts, recipient]);
}

/** The message to `recipient` was sent (`'sent'`) or written (`'created'`) that many days ago. */
export async function ageMail(db: Queryable, recipient: string, what: 'sent' | 'created', days: number): Promise<void> {
  const column = what === 'sent' ? 'sent_at' : 'created_at';
  await db.query(`UPDATE mail_outbox SET ${column} = now() - make_interval(days => $1) WHERE recipient = $2`, [days, recipient]);
}

/** A message an SMTP outage left unsent after one attempt. */
export async function insertUnsentMail(db: Queryable, message: { messageId: string; to: string; subject: string }): Promise<void> {
  await db.query(`INSERT INTO mail_outbox (message_id, recipient, subject, text_body, html_body, attempts, last_error)
    VALUES ($1, $2, $3, 'Bonjour\n', '<p>Bonjour</p>', 1, 'SMTP injoignable')`, [message.messageId, message.to, message.subject]);
}
