import type { DataSource } from 'typeorm';

/**
 * An active subscription for a restaurant and its owner, as the card check leaves it (tests of what depends on the
 * subscription's state; the card check itself is tested through the sandbox in tests/api/billing.test.ts).
 */
export async function activateSubscription(db: DataSource, restaurantId: number): Promise<void> {
  await db.query(
    `INSERT INTO subscription (restaurant_id, user_id, state, billing_company, billing_last_name, billing_first_name, billing_address, billing_zipcode,
       billing_city, billing_email, billing_phone, anchor_date, current_period_start, current_period_end, next_due_date, card_ref, card_handle,
       card_expiry, card_last_digits)
     SELECT r.id, r.owner_id, 'active', 'SARL Test', 'Martin', 'Claire', '1 rue Lenepveu', '49100', 'Angers', 'test@example.fr', '0241000000',
       current_date, current_date, current_date + 29, current_date + 30, 'MJA' || r.id, 'HANDLE', '1230', '44'
     FROM restaurant r WHERE r.id = $1
     ON CONFLICT (restaurant_id) DO UPDATE SET state = 'active', anchor_date = current_date, current_period_start = current_date,
       current_period_end = current_date + 29, next_due_date = current_date + 30, card_handle = 'HANDLE'`, [restaurantId]);
}
