import { In, IsNull } from 'typeorm';
import type { Role } from '../../auth/roles.js';
import type { Db } from '../../db/transaction.js';
import { lockAccount, markWarned, noticeRecipientCount, noticeRecipientsAfter, purgeClosedAccountKeeps, setDisabled } from './accounts.queries.js';
import { UserEntity } from './user.entity.js';

/**
 * What other modules ask of the `app_user` table, which only the accounts module reads and writes (ADR 0006): the
 * registration wizard's account, billing's and reviews' look-ups. Each takes the caller's `db`, so it joins the caller's
 * transaction.
 */
export const accountRecords = {
  byId(db: Db, id: number): Promise<UserEntity | null> {
    return db.getRepository(UserEntity).findOne({ where: { id } });
  },

  byIdOrFail(db: Db, id: number): Promise<UserEntity> {
    return db.getRepository(UserEntity).findOneOrFail({ where: { id } });
  },

  emailTaken(db: Db, email: string): Promise<boolean> {
    return db.getRepository(UserEntity).exists({ where: { email } });
  },

  anyWithEmail(db: Db, emails: readonly string[]): Promise<boolean> {
    return db.getRepository(UserEntity).exists({ where: { email: In([...emails]) } });
  },

  /**
   * An account whose address is already proven (the registration's e-mail code). Null when the address was taken
   * meanwhile: the unique index on lower(email) makes the insert do nothing.
   */
  async createVerified(db: Db, account: { email: string; passwordHash: string; role: Role; firstName: string; lastName: string; birthDate?: string | null; salutation?: UserEntity['salutation'] }): Promise<number | null> {
    const inserted = await db.getRepository(UserEntity).createQueryBuilder().insert()
      .values({ ...account, emailVerified: true })
      .orIgnore().returning(['id']).updateEntity(false).execute();
    const [row] = inserted.raw as { id: number }[];
    return row?.id ?? null;
  },

  /** The account as the admin's actions need it, locked for the caller's transaction. */
  lockForAdmin: lockAccount,
  setDisabled,
  /** The inactivity warning left (retention): the account is deleted 30 days later unless it signs in. */
  markInactivityWarned: markWarned,
  /** The retention sweep: the host's keeps of closed accounts, deleted a year after the closing (docs/adr/0042). */
  purgeClosedAccountKeeps,

  /** A notice's recipients (modules/notices), by batches of increasing id, and how many there are. */
  noticeRecipients: noticeRecipientsAfter,
  noticeRecipientCount,

  async setNewsletter(db: Db, id: number, newsletter: boolean): Promise<void> {
    await db.getRepository(UserEntity).update({ id }, { newsletter });
  },

  /** The moderators: every admin account that can sign in (verified, not disabled). */
  moderators(db: Db): Promise<Pick<UserEntity, 'email' | 'firstName'>[]> {
    return db.getRepository(UserEntity).find({ select: { email: true, firstName: true }, where: { role: 'admin', emailVerified: true, disabledAt: IsNull() }, order: { id: 'ASC' } });
  },
};
