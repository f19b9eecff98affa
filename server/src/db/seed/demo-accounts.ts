import { hashPassword } from '../../auth/passwords.js';
import type { DataSource } from 'typeorm';
import { anyAccountWithEmail, giveBestRatedOfAngers, insertDemoAccount } from './seed.queries.js';

/** Local demo logins (README): never created on a production database (see config.seedDemo). */
export const DEMO_PASSWORD = 'Mijote49!';
export const DEMO_ACCOUNTS = [
  { email: 'client@mijote.test', role: 'customer', firstName: 'Camille', lastName: 'Martin', salutation: 'Mme' },
  { email: 'resto@mijote.test', role: 'restaurateur', firstName: 'Julien', lastName: 'Moreau', salutation: 'M.' },
  { email: 'admin@mijote.test', role: 'admin', firstName: 'Claire', lastName: 'Bernard', salutation: 'Mme' },
] as const;

/** Creates the demo customer, restaurateur (owner of the best-rated restaurant of Angers) and admin once. */
export async function seedDemoAccounts(db: DataSource, log: (m: string) => void): Promise<void> {
  if (await anyAccountWithEmail(db, DEMO_ACCOUNTS.map((a) => a.email))) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (m) => {
    for (const a of DEMO_ACCOUNTS) {
      const userId = await insertDemoAccount(m, a, hash);
      if (a.role === 'restaurateur') await giveBestRatedOfAngers(m, userId);
    }
  });
  log(`Comptes de démonstration : ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')} — mot de passe ${DEMO_PASSWORD}`);
}
