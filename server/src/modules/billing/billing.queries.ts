import type { Db } from '../../db/transaction.js';
import { retentionInterval } from '../../../../common/retention-periods.js';

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

// ── Retention (common/retention-periods.ts, docs/adr/0042) ────────────────────────────────────────────────────────────

/** When a subscription that is not running ended: the day after its last period (Paris), or its creation if it never ran. */
const SUBSCRIPTION_END = `coalesce(((s.current_period_end + 1)::timestamp AT TIME ZONE 'Europe/Paris'), s.created_at)`;

/**
 * The provider's answer of payments whose term is over (common RETENTION_PERIODS.paymentDetails), erased: 13 months
 * after the payment, or after the end of its subscription when that is later; never while the subscription runs. The
 * reference, amount, state and dates stay beside the invoice. At most `limit`; answers how many.
 */
export async function erasePaymentDetails(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH due AS (
       SELECT p.id FROM payment p LEFT JOIN subscription s ON s.id = p.subscription_id
       WHERE p.state <> 'pending'
         AND (p."authorization" IS NOT NULL OR p.call_number IS NOT NULL OR p.transaction_number IS NOT NULL OR p.raw_response IS NOT NULL OR p.access_code_hash IS NOT NULL)
         AND (s.id IS NULL OR s.state <> 'active')
         AND greatest(coalesce(p.settled_at, p.created_at), CASE WHEN s.id IS NULL THEN NULL ELSE ${SUBSCRIPTION_END} END)
             < now() - interval '${retentionInterval('paymentDetails')}'
       ORDER BY p.id LIMIT $1),
     done AS (UPDATE payment SET "authorization" = NULL, call_number = NULL, transaction_number = NULL, raw_response = NULL, access_code_hash = NULL
       WHERE id IN (SELECT id FROM due) RETURNING 1)
     SELECT count(*)::int AS n FROM done`, [limit]);
  return row.n;
}

/** The card of subscriptions ended 13 months ago (common RETENTION_PERIODS.cardTokens), erased; at most `limit`; answers how many. */
export async function eraseCardTokens(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH done AS (UPDATE subscription SET card_handle = NULL, card_expiry = NULL, card_last_digits = NULL WHERE id IN (
       SELECT s.id FROM subscription s
       WHERE s.state IN ('cancelled', 'lapsed') AND (s.card_handle IS NOT NULL OR s.card_expiry IS NOT NULL OR s.card_last_digits IS NOT NULL)
         AND ${SUBSCRIPTION_END} < now() - interval '${retentionInterval('cardTokens')}'
       ORDER BY s.id LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM done`, [limit]);
  return row.n;
}

/**
 * Invoices 10 years past the end of their year (common RETENTION_PERIODS.invoices), deleted; the invoice trigger lets
 * through exactly these (migration 1795791000000). At most `limit`; answers how many.
 */
export async function purgeOldInvoices(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM invoice WHERE id IN (
       SELECT id FROM invoice WHERE make_date(year + 1, 1, 1) + interval '${retentionInterval('invoices')}' <= (now() AT TIME ZONE 'Europe/Paris')
       ORDER BY id LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}

export interface SandboxKeyRow { hmac_key_hex: string; private_key_pem: string; public_key_pem: string }

/** The sandbox's keys, written by the first caller: a concurrent first write keeps the other's row (never overwritten). */
export async function sandboxKeyRow(db: Db, make: () => SandboxKeyRow): Promise<SandboxKeyRow> {
  const read = async () => ((await db.query(`SELECT hmac_key_hex, private_key_pem, public_key_pem FROM payment_sandbox_key WHERE id = 1`)) as SandboxKeyRow[])[0];
  const found = await read();
  if (found) return found;
  const made = make();
  await db.query(
    `INSERT INTO payment_sandbox_key (id, hmac_key_hex, private_key_pem, public_key_pem) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING`,
    [made.hmac_key_hex, made.private_key_pem, made.public_key_pem]);
  return (await read())!;
}
