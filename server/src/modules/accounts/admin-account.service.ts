import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { normaliseEmail } from '../../../../common/account-rules.js';
import { hashPassword } from '../../auth/passwords.js';
import { inTransaction } from '../../db/transaction.js';
import { revokeAllSessions } from '../../auth/session.queries.js';
import { validateInput } from '../../rest/body.js';
import { NewAdmin } from './account.type.js';
import { upsertAdmin } from './accounts.queries.js';

/** A password meeting SPEC §5's rules, for an admin created without one. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url').replace(/[_-]/g, 'x')}A9!`;
}

/**
 * Creates an admin account, or promotes an existing account to admin with the new password
 * (its other sessions end, in the same transaction). Used by `npm run admin:create`: the address and password are
 * checked as a transport checks an input, by validateInput on their decorated class (NewAdmin).
 */
export async function createAdmin(db: DataSource, rawEmail: string, password: string): Promise<{ email: string; created: boolean }> {
  await validateInput(Object.assign(new NewAdmin(), { email: rawEmail, password }));
  const email = normaliseEmail(rawEmail);
  const passwordHash = await hashPassword(password);
  const admin = await inTransaction(db, async (m) => {
    const upserted = await upsertAdmin(m, email, passwordHash);
    if (!upserted.created) await revokeAllSessions(m, upserted.id);
    return upserted;
  });
  return { email, created: admin.created };
}
