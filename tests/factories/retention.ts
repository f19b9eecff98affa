import type { Queryable } from './publication.js';

/**
 * Rows as old as a retention test needs them (tests/api/retention-periods.test.ts): each helper takes the age as an SQL
 * interval expression relative to now ('3 years - 1 day'), so a test reads as « one day before the term ».
 */

const ago = (age: string) => `now() - ($AGE)::interval`.replace('$AGE', age);

/** A report of the review, decided (kept) `age` ago, or still open and filed `age` ago; answers its id. */
export async function insertReport(db: Queryable, reviewId: number, age: string, decided = true): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO review_report (review_id, reporter_key, reporter_email, reason, status, created_at, decided_at)
     VALUES ($1, md5(random()::text) || md5(random()::text), 'signaleur@exemple.fr', 'fake', $2, ${ago('$3')}, CASE WHEN $2 = 'open' THEN NULL ELSE ${ago('$3')} END)
     RETURNING id`, [reviewId, decided ? 'kept' : 'open', age]);
  return row.id;
}

/** A moderation log entry written `age` ago; answers its id. */
export async function insertLogEntry(db: Queryable, age: string, label: string): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO moderation_log (at, actor_label, action, target_kind, target_id, target_label, reason)
     VALUES (${ago('$1')}, 'admin@mijote.fr', 'review_removed', 'review', 1, $2, 'Motif') RETURNING id`, [age, label]);
  return row.id;
}

/** A publication request of the restaurant decided (rejected) `age` ago, or pending since then; answers its id. */
export async function insertDecidedRequest(db: Queryable, restaurantId: number, age: string, decided = true): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO publication_request (restaurant_id, requested_at, status, decided_at, reason)
     VALUES ($1, ${ago('$2')} - interval '1 day', $3, CASE WHEN $3 = 'pending' THEN NULL ELSE ${ago('$2')} END, CASE WHEN $3 = 'pending' THEN NULL ELSE 'Photos manquantes' END)
     RETURNING id`, [restaurantId, age, decided ? 'rejected' : 'pending']);
  return row.id;
}

/** The restaurant's subscription as ended: `state`, its last period over the day before `age` ago (so it ended `age` ago). */
export async function endSubscription(db: Queryable, restaurantId: number, age: string, state: 'cancelled' | 'lapsed' = 'cancelled'): Promise<number> {
  const [row] = await db.query(
    `WITH u AS (UPDATE subscription SET state = $2, next_due_date = NULL,
       current_period_end = ((${ago('$3')}) AT TIME ZONE 'Europe/Paris')::date - 1, current_period_start = ((${ago('$3')}) AT TIME ZONE 'Europe/Paris')::date - 30
     WHERE restaurant_id = $1 RETURNING id) SELECT id FROM u`, [restaurantId, state, age]);
  return row.id;
}

/** An accepted payment of the subscription (null: of a deleted account), settled `age` ago, with the provider's answer; answers its id. */
export async function insertSettledPayment(db: Queryable, subscriptionId: number | null, age: string, reference: string): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO payment (subscription_id, reference, kind, amount_cents, command, state, error_code, "authorization", call_number, transaction_number, raw_response, created_at, settled_at)
     VALUES ($1, $2, 'card_check', 100, '[]', 'accepted', '00000', 'XXXXXX', '1234', '5678', 'E=00000', ${ago('$3')}, ${ago('$3')}) RETURNING id`,
    [subscriptionId, reference, age]);
  return row.id;
}

/** An invoice of `year` (no subscription, as a deleted account leaves it); answers its id. */
export async function insertInvoiceOfYear(db: Queryable, year: number, sequence: number): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO invoice (number, year, sequence, period_number, period_start, period_end, issued_at, mode, buyer_company, buyer_name, buyer_address,
       buyer_zipcode, buyer_city, buyer_email, lines, vat_rate, total_ht_cents, total_discount_cents, net_ht_cents, vat_cents, total_ttc_cents)
     VALUES ($3, $1::smallint, $2::int, 1, make_date($1::int, 3, 1), make_date($1::int, 3, 31), make_date($1::int, 3, 1), 'paid', 'SARL Test',
       'Claire Martin', '1 rue Lenepveu', '49100', 'Angers', 'test@exemple.fr', '[]', 20, 6000, 0, 6000, 1200, 7200) RETURNING id`, [year, sequence, `${year}-${String(sequence).padStart(5, '0')}`]);
  return row.id;
}

/** The keeps of closed accounts (LCEN) of this address as closed `age` ago. */
export async function closedAgo(db: Queryable, email: string, age: string): Promise<void> {
  await db.query(`UPDATE closed_account_keep SET closed_at = ${ago('$2')} WHERE email = $1`, [email, age]);
}

/** The account as created, last signed in and last renewing a session `age` ago. */
export async function lastActiveAgo(db: Queryable, userId: number, age: string): Promise<void> {
  await db.query(`UPDATE app_user SET created_at = ${ago('$2')}, last_login_at = ${ago('$2')} WHERE id = $1`, [userId, age]);
  await db.query(`UPDATE refresh_token SET created_at = ${ago('$2')} WHERE user_id = $1`, [userId, age]);
}

/** The owner's published reply to the review; answers its id. */
export async function insertPublishedReply(db: Queryable, reviewId: number, authorId: number): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO review_reply (review_id, author_id, text, status, published_at, decided_at) VALUES ($1, $2, 'Merci pour votre visite, à bientôt.', 'published', now(), now()) RETURNING id`,
    [reviewId, authorId]);
  return row.id;
}
