import type { AccountRecord } from './account.service.js';
import { Account } from './account.type.js';

export function toAccount(a: AccountRecord): Account {
  return Object.assign(new Account(), {
    id: String(a.id), email: a.email, role: a.role, firstName: a.firstName, lastName: a.lastName, salutation: a.salutation,
    biography: a.biography, photoUrl: a.photo ? `/media/${a.photo}` : null, newsletter: a.newsletter, emailVerified: a.emailVerified,
  });
}
