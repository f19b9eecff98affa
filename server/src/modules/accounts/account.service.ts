import { HOME_PATH } from '../../../../common/page-addresses.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import {
  ACCOUNT_MESSAGES, LEGAL_VERSION, normaliseEmail, type Salutation,
} from '../../../../common/account-rules.js';
import { toDbId } from '../../../../common/input-rules.js';
import { repository, withTransaction, type Db } from '../../db/transaction.js';
import { profilePhotoService, removeReviewPhotoFiles } from '../media/index.js';
import { viewerIdOf } from '../../auth/viewer.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountDeletedMail, passwordChangedMail, queueMail, type MailMessage } from '../mail/index.js';
import { frenchDateTime } from '../../../../common/french-dates.js';
import { restaurantService, type RestaurantBrief } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { dbNow, exportedFavourites, exportedReviews, keepClosedAccount, publishedReviewCount, publishedReviewsBy, type ProfileReviewRow } from './accounts.queries.js';
import { sessionsOf } from '../../auth/session.queries.js';
import { kindOf, SESSION_USER, sessionService, type Session } from './session.service.js';
import { UserEntity } from './user.entity.js';
import { verificationService, type PendingProfile } from './verification.service.js';

interface SignUpInput { email: string; password: string; firstName: string; lastName: string; salutation?: Salutation | null; newsletter?: boolean | null }
interface ProfileInput { firstName?: string | null; lastName?: string | null; salutation?: Salutation | null; biography?: string | null; newsletter?: boolean | null }
/** What the account pages show of an account (never its password hash). */
export type AccountRecord = Pick<UserEntity, 'id' | 'email' | 'role' | 'firstName' | 'lastName' | 'salutation' | 'photo' | 'biography' | 'newsletter' | 'emailVerified' | 'createdAt' | 'termsVersion' | 'termsAcceptedAt' | 'adultDeclaredAt'>;
const ACCOUNT = {
  id: true, email: true, role: true, firstName: true, lastName: true, salutation: true, photo: true, biography: true, newsletter: true,
  emailVerified: true, createdAt: true, termsVersion: true, termsAcceptedAt: true, adultDeclaredAt: true,
} as const;

/** A customer's public profile: nothing private. */
export interface PublicProfileData { id: number; firstName: string; photo: string | null; biography: string | null; reviews: ProfileReviewRow[] }
/** The restaurant a restaurateur owns. */
type OwnedRestaurant = RestaurantBrief;

/** What account deletion takes from the reviews module (which imports accounts: modules/index.ts hands it over). */
interface AuthorReviews {
  picturesOf(db: Db, authorId: number): Promise<{ kind: 'photo' | 'receipt'; path: string }[]>;
  deleteUnpublishedOf(db: Db, authorId: number): Promise<void>;
}
const unwired = (): never => {
  throw new Error('accountService.removeReviewsWith was not called (modules/index.ts)');
};
const NO_REVIEWS: AuthorReviews = { picturesOf: unwired, deleteUnpublishedOf: unwired };

class AccountService {
  private authorReviews: AuthorReviews = NO_REVIEWS;

  removeReviewsWith(reviews: AuthorReviews): void {
    this.authorReviews = reviews;
  }

  /**
   * Customer sign-up. On an address whose account is not verified yet, nothing of that account changes: the new
   * password and names wait with the new code and replace the old ones only when that code is verified (proof of
   * the mailbox). A verified address is refused.
   */
  async signUp(ctx: RequestContext, input: SignUpInput): Promise<{ email: string }> {
    // The SPEC §5 rules (e-mail, password, names, salutation) are SignUpInput's, checked before the resolver runs.
    const email = normaliseEmail(input.email);
    await ctx.limits.consume([['codeIp', ctx.client.address]]);
    const profile: PendingProfile = {
      password_hash: await hashPassword(input.password), first_name: input.firstName.trim(), last_name: input.lastName.trim(),
      salutation: input.salutation ?? null, newsletter: !!input.newsletter, terms_version: LEGAL_VERSION, adult_declared: true,
    };
    // The account, its first code and the code's e-mail are written together; the mail leaves once they are committed
    // (an e-mail outage delays it: the outbox retries).
    await withTransaction(ctx, async (tx) => {
      const users = repository(tx, UserEntity);
      // ON CONFLICT DO NOTHING: an address already in use (unique index on lower(email)) inserts nothing.
      const created = await users.createQueryBuilder().insert()
        .values({
          email, passwordHash: profile.password_hash, firstName: profile.first_name, lastName: profile.last_name,
          salutation: profile.salutation, newsletter: profile.newsletter, role: 'customer', termsVersion: LEGAL_VERSION, termsAcceptedAt: dbNow, adultDeclaredAt: dbNow,
        })
        .orIgnore().returning('id').updateEntity(false).execute();
      const [row] = created.raw as { id: number }[];
      if (row) return verificationService.sendCode(tx, { id: row.id, email, firstName: profile.first_name });
      const existing = await users.findOne({ select: { id: true, email: true, firstName: true, emailVerified: true }, where: { email } });
      if (!existing || existing.emailVerified) throw new ServiceError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailAlreadyUsed, 'email');
      return verificationService.sendCode(tx, existing, profile);
    });
    return { email };
  }

  async byId(ctx: RequestContext, id: number): Promise<AccountRecord> {
    const account = await repository(ctx, UserEntity).findOne({ select: ACCOUNT, where: { id } });
    if (!account) throw new ServiceError('UNAUTHENTICATED', 'Session expirée : veuillez vous reconnecter.');
    return account;
  }

  /** The signed-in account's own record. */
  mine(ctx: RequestContext): Promise<AccountRecord> {
    return this.byId(ctx, viewerIdOf(ctx));
  }

  async updateProfile(ctx: RequestContext, input: ProfileInput): Promise<AccountRecord> {
    const userId = viewerIdOf(ctx);
    // Names, salutation and biography limit are ProfileInput's rules, checked before the resolver runs.
    // Only what the input gives changes (updated_at always: TypeORM's @UpdateDateColumn).
    const changes: Partial<Pick<UserEntity, 'firstName' | 'lastName' | 'salutation' | 'biography' | 'newsletter'>> = {};
    if (input.firstName != null) changes.firstName = input.firstName.trim();
    if (input.lastName != null) changes.lastName = input.lastName.trim();
    if (input.salutation != null) changes.salutation = input.salutation;
    if (input.biography != null) changes.biography = input.biography.trim();
    if (input.newsletter != null) changes.newsletter = input.newsletter;
    await repository(ctx, UserEntity).update({ id: userId }, Object.keys(changes).length ? changes : { updatedAt: dbNow });
    return this.byId(ctx, userId);
  }

  /** Changing the password ends every other session; the caller gets a fresh one. All of it, or nothing. */
  async changePassword(ctx: RequestContext, current: string, next: string): Promise<Session> {
    const userId = viewerIdOf(ctx);
    // `next` follows the account rules: validated with ChangePasswordArgs by the adapter.
    await this.checkPasswordOf(ctx, userId, current);
    const passwordHash = await hashPassword(next);
    const session = await withTransaction(ctx, async (tx) => {
      const users = repository(tx, UserEntity);
      await users.update({ id: userId }, { passwordHash });
      await sessionService.endAllSessions(tx, userId);
      // The holder is signed in (an admin, with the second factor): the new session replaces theirs.
      const started = await sessionService.start(tx, await users.findOneOrFail({ select: SESSION_USER, where: { id: userId } }), { secondFactor: true });
      await queueMail(tx, { to: started.user.email, ...passwordChangedMail({ firstName: started.user.firstName, when: frenchDateTime(new Date()), resetUrl: `${ctx.config.publicUrl}${HOME_PATH}` }) });
      return started;
    });
    return session;
  }

  /** The current password, before a change or a deletion: passwordAccount guesses per window, forgotten on success. */
  async checkPasswordOf(ctx: RequestContext, userId: number, password: string): Promise<void> {
    await ctx.limits.consume([['passwordAccount', String(userId)]]);
    const user = await repository(ctx, UserEntity).findOne({ select: { id: true, passwordHash: true }, where: { id: userId } });
    const ok = user?.passwordHash && typeof password === 'string' ? await verifyPassword(user.passwordHash, password) : false;
    if (!ok) throw new ServiceError('PASSWORD_INCORRECT', 'Mot de passe actuel incorrect', 'password');
    await ctx.limits.reset('passwordAccount', String(userId));
  }

  /** Public profile of a verified customer: first name, picture, biography and published reviews, nothing private. */
  async publicProfile(ctx: RequestContext, idUser: string): Promise<PublicProfileData> {
    const id = toDbId(idUser);
    const user = id
      ? await repository(ctx, UserEntity).findOne({
        select: { id: true, firstName: true, photo: true, biography: true }, where: { id, role: 'customer', emailVerified: true },
      })
      : null;
    if (!user) throw new ServiceError('NOT_FOUND', 'Profil introuvable.');
    return { id: user.id, firstName: user.firstName, photo: user.photo, biography: user.biography, reviews: await publishedReviewsBy(ctx.db, user.id) };
  }

  /** The restaurant a restaurateur owns (the first, by creation), or null. */
  async ownedRestaurant(ctx: RequestContext, userId: number): Promise<OwnedRestaurant | null> {
    return restaurantService.firstOwnedBy(ctx, userId);
  }

  /** Everything Mijote keeps about the account (RGPD right of access and portability). */
  async exportData(ctx: RequestContext): Promise<Record<string, unknown>> {
    const userId = viewerIdOf(ctx);
    const account = await this.byId(ctx, userId);
    const favourites = await exportedFavourites(ctx.db, userId);
    const reviews = await exportedReviews(ctx.db, userId);
    const sessions = (await sessionsOf(ctx.db, userId)).map((t) => ({ kind: t.kind, created_at: t.created_at, expires_at: t.expires_at, used: t.used_at !== null, revoked: t.revoked_at !== null }));
    return {
      exportedAt: new Date().toISOString(),
      account: {
        email: account.email, role: account.role, firstName: account.firstName, lastName: account.lastName, salutation: account.salutation,
        biography: account.biography, photo: account.photo, newsletter: account.newsletter, emailVerified: account.emailVerified, createdAt: account.createdAt,
        termsAccepted: account.termsVersion ? { version: account.termsVersion, acceptedAt: account.termsAcceptedAt } : null,
        adultDeclaredAt: account.adultDeclaredAt,
      },
      favourites, reviews, sessions,
    };
  }

  /**
   * Deletion: the account, its favourites and sessions go; its reviews stay, anonymised (database trigger). One
   * statement: the cascades and the trigger run inside it. Its photos are removed once the deletion is committed, so a
   * failed deletion never loses them.
   */
  async deleteAccount(ctx: RequestContext, password: string): Promise<void> {
    const userId = viewerIdOf(ctx);
    await this.checkPasswordOf(ctx, userId, password);
    const user = await repository(ctx, UserEntity).findOneOrFail({ select: { id: true, email: true, firstName: true, role: true }, where: { id: userId } });
    await this.removeAccount(ctx, userId, (keptReviews, identityKept) => ({ to: user.email, ...accountDeletedMail({ firstName: user.firstName, keptReviews, inactive: false, identityKept }) }));
    await sessionService.logOut(ctx, kindOf(user.role));
  }

  /** A new profile picture (a JPEG, PNG or WebP body), in place of the previous one, whose file goes: answers its address. */
  async replacePhoto(ctx: RequestContext, body: Buffer): Promise<string> {
    const userId = viewerIdOf(ctx);
    const relative = await profilePhotoService.store(ctx, userId, body);
    const users = repository(ctx, UserEntity);
    const old = await users.findOne({ select: { id: true, photo: true }, where: { id: userId } });
    await users.update({ id: userId }, { photo: relative });
    if (old?.photo && old.photo !== relative) await profilePhotoService.remove(ctx, old.photo);
    return `/media/${relative}`;
  }

  /**
   * The deletion itself (asked by the person, after their inactivity, or at the end of a restaurateur's retention):
   * answers how many published reviews stay, anonymised; when published content stays, its author's identification is
   * kept apart a year (keepClosedAccount). `farewell` (given both) is the e-mail queued in the deletion's transaction.
   */
  async removeAccount(ctx: RequestContext, userId: number, farewell?: (keptReviews: number, identityKept: boolean) => MailMessage): Promise<number> {
    const photos = await this.authorReviews.picturesOf(ctx.db, userId);
    const keptReviews = await withTransaction(ctx, async (tx) => {
      const kept = await publishedReviewCount(tx.db, userId);
      // What stays on line keeps its author's identification data a year, apart (LCEN, docs/adr/0042).
      const identityKept = await keepClosedAccount(tx.db, userId);
      await this.authorReviews.deleteUnpublishedOf(tx.db, userId);
      await repository(tx, UserEntity).delete({ id: userId });
      if (farewell) await queueMail(tx, farewell(kept, identityKept));
      return kept;
    });
    await removeReviewPhotoFiles(ctx, photos);
    await profilePhotoService.removeAllOf(ctx, userId);
    return keptReviews;
  }
}

export const accountService = new AccountService();
