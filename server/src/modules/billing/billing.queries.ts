import type { Db } from '../../db/transaction.js';

/**
 * The next number of a year's invoice series: the year's counter row, created or incremented and so locked until the
 * caller's transaction ends — a concurrent issuer waits, and a rolled-back transaction gives its number back. Call it
 * only inside the transaction that inserts the invoice.
 */
export async function nextInvoiceSequence(db: Db, year: number): Promise<number> {
  const rows: { last_sequence: number }[] = await db.query(
    `INSERT INTO invoice_counter (year, last_sequence) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_sequence = invoice_counter.last_sequence + 1
     RETURNING last_sequence`, [year]);
  return rows[0].last_sequence;
}

/** Today in Paris, as the database sees it (aaaa-mm-jj), and its year. */
export async function parisToday(db: Db): Promise<string> {
  const rows: { today: string }[] = await db.query(`SELECT to_char(now() AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS today`);
  return rows[0].today;
}

/**
 * Active subscriptions with something due: an end Mijote fixed whose day has come, the end of a period the restaurateur
 * cancelled, or — no end fixed and no renewal held (docs/adr/0043) — a period due (or a retry whose time has come).
 */
export async function dueSubscriptionIds(db: Db, limit = 500): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `SELECT id FROM subscription
     WHERE state = 'active' AND (
       ends_on <= (now() AT TIME ZONE 'Europe/Paris')::date
       OR (ends_on IS NULL AND next_due_date <= (now() AT TIME ZONE 'Europe/Paris')::date
           AND (cancel_at_period_end OR (renewal_holds = '{}' AND (next_attempt_at IS NULL OR next_attempt_at <= now())))))
     ORDER BY next_due_date, id LIMIT $1`, [limit]);
  return rows.map((r) => r.id);
}

/** The subscriptions of a restaurant, or of an account: where a renewal hold is set or lifted. */
export type HoldTarget = { restaurantId: number } | { userId: number };
const holdWhere = (by: HoldTarget) => ('restaurantId' in by ? ['restaurant_id = $1', by.restaurantId] : ['user_id = $1', by.userId]) as [string, number];

/** Holds renewals for a reason (a no-op when already held for it). */
export async function addRenewalHold(db: Db, by: HoldTarget, hold: string): Promise<void> {
  const [where, id] = holdWhere(by);
  await db.query(`UPDATE subscription SET renewal_holds = array_append(renewal_holds, $2) WHERE ${where} AND NOT ($2 = ANY (renewal_holds))`, [id, hold]);
}

/**
 * Lifts a renewal hold. When it was the last one of an active subscription with no end fixed and a period fell due
 * meanwhile, that period is due from today (counted from today once charged), with no failed try carried over.
 */
export async function removeRenewalHold(db: Db, by: HoldTarget, hold: string): Promise<void> {
  const [where, id] = holdWhere(by);
  const today = `(now() AT TIME ZONE 'Europe/Paris')::date`;
  const resumes = `(state = 'active' AND ends_on IS NULL AND array_remove(renewal_holds, $2) = '{}' AND next_due_date < ${today})`;
  await db.query(
    `UPDATE subscription SET renewal_holds = array_remove(renewal_holds, $2),
       next_due_date = CASE WHEN ${resumes} THEN ${today} ELSE next_due_date END,
       failed_attempts = CASE WHEN ${resumes} THEN 0 ELSE failed_attempts END,
       next_attempt_at = CASE WHEN ${resumes} THEN NULL ELSE next_attempt_at END
     WHERE ${where} AND $2 = ANY (renewal_holds)`, [id, hold]);
}

/**
 * Spends the one-time sign-in code of an accepted card check (docs/adr/0025): at most once, within an hour of the
 * notification. The subscription it was for, or null when the code is wrong, spent, too old or not yet accepted.
 */
export async function spendAccessCode(db: Db, reference: string, codeHash: string): Promise<number | null> {
  const rows: { subscription_id: number | null }[] = await db.query(
    `WITH spent AS (
       UPDATE payment SET access_code_hash = NULL
       WHERE reference = $1 AND access_code_hash = $2 AND kind = 'card_check' AND state = 'accepted' AND settled_at > now() - interval '1 hour'
       RETURNING subscription_id)
     SELECT subscription_id FROM spent`, [reference, codeHash]);
  return rows[0]?.subscription_id ?? null;
}

/** Locks a subscription (by its id, or its restaurant's) until the caller's transaction ends, before it is read. */
export async function lockSubscription(db: Db, by: { id: number } | { restaurantId: number }): Promise<void> {
  if ('id' in by) await db.query(`SELECT 1 FROM subscription WHERE id = $1 FOR UPDATE`, [by.id]);
  else await db.query(`SELECT 1 FROM subscription WHERE restaurant_id = $1 FOR UPDATE`, [by.restaurantId]);
}

/** Locks a payment (by its id, or its reference) until the caller's transaction ends, before it is read. */
export async function lockPayment(db: Db, by: { id: number } | { reference: string }): Promise<void> {
  if ('id' in by) await db.query(`SELECT 1 FROM payment WHERE id = $1 FOR UPDATE`, [by.id]);
  else await db.query(`SELECT 1 FROM payment WHERE reference = $1 FOR UPDATE`, [by.reference]);
}
