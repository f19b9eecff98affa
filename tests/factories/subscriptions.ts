import type { DataSource } from 'typeorm';
import type { Queryable } from './publication.js';

/**
 * An active subscription for a restaurant and its owner, as the card check leaves it (tests of what depends on the
 * subscription's state; the card check itself is tested through the sandbox in tests/api/billing.test.ts).
 */
export async function activateSubscription(db: Queryable, restaurantId: number, options: { billingEmail?: string } = {}): Promise<void> {
  await db.query(
    `INSERT INTO subscription (restaurant_id, user_id, state, billing_company, billing_last_name, billing_first_name, billing_address, billing_zipcode,
       billing_city, billing_email, billing_phone, anchor_date, current_period_start, current_period_end, next_due_date, card_ref, card_handle,
       card_expiry, card_last_digits)
     SELECT r.id, r.owner_id, 'active', 'SARL Test', 'Martin', 'Claire', '1 rue Lenepveu', '49100', 'Angers', $2, '0241000000',
       current_date, current_date, current_date + 29, current_date + 30, 'MJA' || r.id, 'HANDLE', '1230', '44'
     FROM restaurant r WHERE r.id = $1
     ON CONFLICT (restaurant_id) DO UPDATE SET state = 'active', anchor_date = current_date, current_period_start = current_date,
       current_period_end = current_date + 29, next_due_date = current_date + 30, card_handle = 'HANDLE', billing_email = COALESCE($3, subscription.billing_email)`,
    [restaurantId, options.billingEmail ?? 'test@example.fr', options.billingEmail ?? null]);
}

/** The subscription's next period as due today (Paris). */
export async function dueToday(db: DataSource, subscriptionId: number): Promise<void> {
  await db.query(`UPDATE subscription SET next_due_date = (now() AT TIME ZONE 'Europe/Paris')::date WHERE id = $1`, [subscriptionId]);
}

/** The period as ending on `periodEnd`, the next due on `nextDue` (yyyy-mm-dd): time moved to around the period's end. */
export async function movePeriod(db: DataSource, subscriptionId: number, periodEnd: string, nextDue: string): Promise<void> {
  await db.query(`UPDATE subscription SET current_period_end = $2, next_due_date = $3 WHERE id = $1`, [subscriptionId, periodEnd, nextDue]);
}

/** A retry planned after a refused charge as due now. */
export async function retryNow(db: DataSource, subscriptionId: number): Promise<void> {
  await db.query(`UPDATE subscription SET next_attempt_at = now() - interval '1 second' WHERE id = $1 AND next_attempt_at IS NOT NULL`, [subscriptionId]);
}

/**
 * The card-checked subscription of the restaurant as a month old: active, its first period over, the next one due today,
 * charged to the sandbox card `handle`. Answers its id.
 */
export async function renewalDueToday(db: DataSource, restaurantId: number, handle: string): Promise<number> {
  const [{ id }] = await db.query(
    `WITH u AS (UPDATE subscription SET state = 'active', anchor_date = current_date - 31, anchor_period = 0, period_number = 0, current_period_start = current_date - 31,
       current_period_end = current_date - 1, next_due_date = current_date, card_handle = $2, card_expiry = '3012', card_last_digits = '44'
     WHERE restaurant_id = $1 RETURNING id) SELECT id FROM u`, [restaurantId, handle]);
  return id;
}

/** What a new card check's notification leaves on a lapsed subscription: active again, due today, a new card. */
export async function newCardDueToday(db: DataSource, subscriptionId: number, handle: string): Promise<void> {
  await db.query(`UPDATE subscription SET state = 'active', card_handle = $2, failed_attempts = 0, next_attempt_at = NULL, next_due_date = current_date WHERE id = $1`, [subscriptionId, handle]);
}

/** What a worker leaves when it dies right after deciding a renewal: a pending payment whose lease has run out. */
export async function abandonedRenewal(db: DataSource, subscriptionId: number): Promise<void> {
  await db.query(`INSERT INTO payment (subscription_id, reference, kind, amount_cents, period_number, idempotency_key, lease_until, command)
    VALUES ($1, $2, 'renewal', 7200, 1, $3, now() - interval '1 minute', '[]')`, [subscriptionId, `MJR-${subscriptionId}-1-0`, `renewal:${subscriptionId}:1:0`]);
}

/** The payment as settled `minutes` ago. */
export async function settledMinutesAgo(db: DataSource, reference: string, minutes: number): Promise<void> {
  await db.query(`UPDATE payment SET settled_at = now() - make_interval(mins => $2) WHERE reference = $1`, [reference, minutes]);
}

/** The end Mijote fixed with notice as come today (time moved to the end of the notice). */
export async function noticeRunsOutToday(db: DataSource, subscriptionId: number): Promise<void> {
  await db.query(`UPDATE subscription SET ends_on = (now() AT TIME ZONE 'Europe/Paris')::date WHERE id = $1 AND ends_on IS NOT NULL`, [subscriptionId]);
}

/** The next period as having fallen due `days` days ago (time moved on while renewals were held). */
export async function dueDaysAgo(db: DataSource, subscriptionId: number, days: number): Promise<void> {
  await db.query(`UPDATE subscription SET next_due_date = (now() AT TIME ZONE 'Europe/Paris')::date - $2::int WHERE id = $1`, [subscriptionId, days]);
}
