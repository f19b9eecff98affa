import type { AccountRow } from './account.service.js';
import { Account } from './account.type.js';

export function toAccount(a: AccountRow): Account {
  return Object.assign(new Account(), {
    id: String(a.id), email: a.email, role: a.role, firstName: a.first_name, lastName: a.last_name, salutation: a.salutation,
    biography: a.biography, photoUrl: a.photo ? `/media/${a.photo}` : null, newsletter: a.newsletter, emailVerified: a.email_verified,
  });
}
