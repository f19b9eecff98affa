import { hashPassword } from '../../auth/passwords.js';
import type { DataSource } from 'typeorm';

/** Local demo logins (README): never created on a production database (see config.seedDemo). */
export const DEMO_PASSWORD = 'Mijote49!';
export const DEMO_ACCOUNTS = [
  { email: 'client@mijote.test', role: 'customer', firstName: 'Camille', lastName: 'Martin', salutation: 'Mme' },
  { email: 'resto@mijote.test', role: 'restaurateur', firstName: 'Julien', lastName: 'Moreau', salutation: 'M.' },
  { email: 'admin@mijote.test', role: 'admin', firstName: 'Claire', lastName: 'Bernard', salutation: 'Mme' },
] as const;

/** Creates the demo customer, restaurateur (owner of the best-rated restaurant of Angers) and admin once. */
export async function seedDemoAccounts(db: DataSource, log: (m: string) => void): Promise<void> {
  const existing = await db.query('SELECT 1 FROM app_user WHERE email = ANY($1)', [DEMO_ACCOUNTS.map((a) => a.email)]);
  if (existing.length) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (m) => {
    for (const a of DEMO_ACCOUNTS) {
      const [user] = await m.query(
        `INSERT INTO app_user (email, password_hash, role, first_name, last_name, salutation, email_verified, newsletter)
         VALUES ($1, $2, $3, $4, $5, $6, true, false) RETURNING id`, [a.email, hash, a.role, a.firstName, a.lastName, a.salutation]);
      if (a.role === 'restaurateur') {
        await m.query(
          `UPDATE restaurant SET owner_id = $1 WHERE id = (
             SELECT r.id FROM restaurant r JOIN city c ON c.id = r.city_id
             WHERE c.slug = 'angers' AND r.status = 'published' AND r.owner_id IS NULL ORDER BY r.rating DESC, r.review_count DESC, r.id LIMIT 1)`, [user.id]);
      }
    }
  });
  log(`Comptes de démonstration : ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')} — mot de passe ${DEMO_PASSWORD}`);
}
