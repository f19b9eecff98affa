import type { Queryable } from './publication.js';

type Role = 'customer' | 'restaurateur' | 'admin';

export interface AccountSeed {
  email: string;
  role?: Role;
  firstName?: string;
  lastName?: string;
  /** An argon2 hash (hashPassword); none: an account that cannot sign in with a password. */
  passwordHash?: string | null;
  verified?: boolean;
  /** e.g. '5 years': the account was created that long ago. */
  createdAgo?: string;
}

/** An account row as sign-up leaves it (verified by default); answers its id. */
export async function insertAccount(db: Queryable, seed: AccountSeed): Promise<number> {
  const [row] = await db.query(
    `INSERT INTO app_user (email, role, first_name, last_name, password_hash, email_verified, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() - $7::interval) RETURNING id`,
    [seed.email, seed.role ?? 'customer', seed.firstName ?? 'Paul', seed.lastName ?? '', seed.passwordHash ?? null, seed.verified ?? true, seed.createdAgo ?? '0 seconds'],
  );
  return row.id;
}

/** Makes the account the owner of the restaurant (by id_url or external id); answers the restaurant's id. */
export async function giveRestaurant(db: Queryable, userId: number | null, restaurant: { idUrl: string } | { externalId: string }): Promise<number> {
  const [column, value] = 'idUrl' in restaurant ? ['id_url', restaurant.idUrl] : ['external_id', restaurant.externalId];
  // A CTE: TypeORM answers an UPDATE's RETURNING as [rows, count], a SELECT as rows.
  const [row] = await db.query(`WITH u AS (UPDATE restaurant SET owner_id = $1 WHERE ${column} = $2 RETURNING id) SELECT id FROM u`, [userId, value]);
  return row.id;
}

/** A restaurateur owning the restaurant: the two lines most tests of the restaurateur's space start with. */
export async function insertOwner(db: Queryable, seed: Omit<AccountSeed, 'role'>, restaurant: { idUrl: string } | { externalId: string }): Promise<{ userId: number; restaurantId: number }> {
  const userId = await insertAccount(db, { ...seed, role: 'restaurateur' });
  return { userId, restaurantId: await giveRestaurant(db, userId, restaurant) };
}

export const accountId = async (db: Queryable, email: string): Promise<number | undefined> =>
  (await db.query(`SELECT id FROM app_user WHERE email = $1`, [email]))[0]?.id;

/** The e-mail address as not yet confirmed, or confirmed again. */
export async function setEmailVerified(db: Queryable, email: string, verified: boolean): Promise<void> {
  await db.query(`UPDATE app_user SET email_verified = $2 WHERE email = $1`, [email, verified]);
}

/** The account owns no restaurant any more. */
export async function releaseRestaurants(db: Queryable, userId: number): Promise<void> {
  await db.query(`UPDATE restaurant SET owner_id = NULL WHERE owner_id = $1`, [userId]);
}

/** The admin's second factor as never set up (as after npm run admin:create): the next sign-in sets it up afresh. */
export async function resetSecondFactor(db: Queryable, email: string): Promise<void> {
  await db.query(`UPDATE app_user SET totp_secret = NULL, totp_recovery = '{}', totp_last_step = NULL WHERE email = $1`, [email]);
}

/** The accounts gone, their restaurants left without owner. */
export async function deleteAccounts(db: Queryable, emails: string[]): Promise<void> {
  await db.query(`UPDATE restaurant SET owner_id = NULL WHERE owner_id IN (SELECT id FROM app_user WHERE email = ANY($1))`, [emails]);
  await db.query(`DELETE FROM app_user WHERE email = ANY($1)`, [emails]);
}

/** The accounts' password set to the one hashed, their addresses confirmed. */
export async function resetPasswords(db: Queryable, emails: string[], passwordHash: string): Promise<void> {
  await db.query(`UPDATE app_user SET password_hash = $1, email_verified = true WHERE email = ANY($2)`, [passwordHash, emails]);
}

/** `count` verified accounts of `role`, `${prefix}-1@exemple.fr`…, in one statement (a notice's audience, its bench). */
export async function insertManyAccounts(db: Queryable, prefix: string, role: Role, count: number): Promise<void> {
  await db.query(
    `INSERT INTO app_user (email, role, first_name, email_verified)
     SELECT $1 || '-' || n || '@exemple.fr', $2, 'Prénom' || n, true FROM generate_series(1, $3) AS n`,
    [prefix, role, count]);
}
