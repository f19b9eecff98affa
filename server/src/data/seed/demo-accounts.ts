import { hashPassword } from '../../auth/passwords.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { DemoOwner } from '../../modules/module.js';
import { inTransaction } from '../../db/transaction.js';
import { accountRecords } from '../../modules/accounts/index.js';
import { giveBestRatedOfAngers } from './seed.queries.js';

/** Local demo logins (README): never created on a production database (see config.seedDemo). */
export const DEMO_PASSWORD = 'Mijote49!';
export const DEMO_ACCOUNTS = [
  { email: 'client@mijote.test', role: 'customer', firstName: 'Camille', lastName: 'Martin', salutation: 'Mme' },
  { email: 'resto@mijote.test', role: 'restaurateur', firstName: 'Julien', lastName: 'Moreau', salutation: 'M.' },
  { email: 'admin@mijote.test', role: 'admin', firstName: 'Claire', lastName: 'Bernard', salutation: 'Mme' },
] as const;

/**
 * Creates the demo customer, restaurateur (owner of the best-rated restaurant of Angers) and admin once; `forOwner`
 * adds, in the same transaction, what the modules give the demo restaurateur (a subscription, statistics: main.ts).
 */
export async function seedDemoAccounts(db: DataSource, log: (m: string) => void, forOwner?: (m: EntityManager, owner: DemoOwner) => Promise<void>): Promise<void> {
  if (await accountRecords.anyWithEmail(db.manager, DEMO_ACCOUNTS.map((a) => a.email))) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  await inTransaction(db, async (m) => {
    for (const a of DEMO_ACCOUNTS) {
      const userId = await accountRecords.createVerified(m, { ...a, passwordHash: hash });
      if (userId === null) throw new Error(`Compte de démonstration déjà pris : ${a.email}`);
      if (a.role !== 'restaurateur') continue;
      const given = await giveBestRatedOfAngers(m, userId);
      if (given && forOwner) {
        await forOwner(m, {
          userId, firstName: a.firstName, lastName: a.lastName, email: a.email, restaurantId: given.id, restaurantName: given.name,
          street: given.street, postalCode: given.postal_code, city: given.city, phone: given.phone,
        });
      }
    }
  });
  log(`Comptes de démonstration : ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')} — mot de passe ${DEMO_PASSWORD}`);
}
