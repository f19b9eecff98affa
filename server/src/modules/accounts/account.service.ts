import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import {
  ACCOUNT_MESSAGES, checkEmail, checkFirstName, checkLastName, checkPassword, checkSalutation, normaliseEmail, type Salutation,
} from '../../../../common/account-rules.js';
import { toDbId } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { profilePhotoService } from '../media/profile-photo.service.js';
import { ServiceError } from '../shared/service-errors.js';
import { sessionService } from './session.service.js';
import { verificationService, type PendingProfile } from './verification.service.js';

export interface SignUpInput { email: string; password: string; firstName: string; lastName: string; salutation?: Salutation | null; newsletter?: boolean | null }
export interface ProfileInput { firstName?: string | null; lastName?: string | null; salutation?: Salutation | null; biography?: string | null; newsletter?: boolean | null }
export interface AccountRow {
  id: number; email: string; role: 'customer' | 'restaurateur' | 'admin'; first_name: string; last_name: string; salutation: Salutation | null;
  photo: string | null; biography: string | null; newsletter: boolean; email_verified: boolean; created_at: Date;
}

export const ACCOUNT_COLUMNS = 'id, email, role, first_name, last_name, salutation, photo, biography, newsletter, email_verified, created_at';

function invalid(message: string | null, field: string): void {
  if (message) throw new ServiceError('INVALID_INPUT', message, field);
}

export class AccountService {
  /**
   * Customer sign-up. On an address whose account is not verified yet, nothing of that account changes: the new
   * password and names wait with the new code and replace the old ones only when that code is verified (proof of
   * the mailbox). A verified address is refused.
   */
  async signUp(ctx: RequestContext, input: SignUpInput): Promise<{ email: string }> {
    const email = normaliseEmail(input.email ?? '');
    invalid(checkEmail(email), 'email');
    invalid(checkPassword(input.password ?? ''), 'password');
    invalid(checkFirstName(input.firstName ?? ''), 'firstName');
    invalid(checkLastName(input.lastName ?? ''), 'lastName');
    invalid(checkSalutation(input.salutation), 'salutation');
    await ctx.limits.consume([['codeIp', ctx.client.address]]);
    const profile: PendingProfile = {
      password_hash: await hashPassword(input.password), first_name: input.firstName.trim(), last_name: input.lastName.trim(),
      salutation: input.salutation ?? null, newsletter: !!input.newsletter,
    };
    const created: { id: number; email: string; first_name: string }[] = await ctx.db.query(
      `INSERT INTO app_user (email, password_hash, first_name, last_name, salutation, newsletter, role)
       VALUES ($1, $2, $3, $4, $5, $6, 'customer') ON CONFLICT DO NOTHING RETURNING id, email, first_name`,
      [email, profile.password_hash, profile.first_name, profile.last_name, profile.salutation, profile.newsletter]);
    if (created[0]) {
      await verificationService.sendCode(ctx, created[0]);
      return { email };
    }
    const existing: { id: number; email: string; first_name: string; email_verified: boolean }[] = await ctx.db.query(
      'SELECT id, email, first_name, email_verified FROM app_user WHERE email = $1', [email]);
    if (!existing[0] || existing[0].email_verified) throw new ServiceError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailAlreadyUsed, 'email');
    await verificationService.sendCode(ctx, existing[0], profile);
    return { email };
  }

  async byId(ctx: RequestContext, id: number): Promise<AccountRow> {
    const rows: AccountRow[] = await ctx.db.query(`SELECT ${ACCOUNT_COLUMNS} FROM app_user WHERE id = $1`, [id]);
    if (!rows[0]) throw new ServiceError('UNAUTHENTICATED', 'Session expirée : veuillez vous reconnecter.');
    return rows[0];
  }

  async updateProfile(ctx: RequestContext, userId: number, input: ProfileInput): Promise<AccountRow> {
    if (input.firstName != null) invalid(checkFirstName(input.firstName), 'firstName');
    if (input.lastName != null) invalid(checkLastName(input.lastName), 'lastName');
    invalid(checkSalutation(input.salutation), 'salutation');
    if (input.biography != null && input.biography.length > 1000) invalid(ACCOUNT_MESSAGES.biographyTooLong, 'biography');
    await ctx.db.query(
      `UPDATE app_user SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), salutation = coalesce($4, salutation),
         biography = coalesce($5, biography), newsletter = coalesce($6, newsletter), updated_at = now() WHERE id = $1`,
      [userId, input.firstName?.trim() ?? null, input.lastName?.trim() ?? null, input.salutation ?? null, input.biography?.trim() ?? null, input.newsletter ?? null]);
    return this.byId(ctx, userId);
  }

  /** Changing the password ends every other session; the caller gets a fresh one. */
  async changePassword(ctx: RequestContext, userId: number, current: string, next: string) {
    await this.checkPasswordOf(ctx, userId, current);
    invalid(checkPassword(next ?? ''), 'newPassword');
    await ctx.db.query('UPDATE app_user SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, await hashPassword(next)]);
    await sessionService.endAllSessions(ctx, userId);
    const rows = await ctx.db.query('SELECT id, role, token_version, first_name, email FROM app_user WHERE id = $1', [userId]);
    return sessionService.start(ctx, rows[0]);
  }

  /** The current password, before a change or a deletion: passwordAccount guesses per window, forgotten on success. */
  async checkPasswordOf(ctx: RequestContext, userId: number, password: string): Promise<void> {
    await ctx.limits.consume([['passwordAccount', String(userId)]]);
    const rows: { password_hash: string | null }[] = await ctx.db.query('SELECT password_hash FROM app_user WHERE id = $1', [userId]);
    const ok = rows[0]?.password_hash && typeof password === 'string' ? await verifyPassword(rows[0].password_hash, password) : false;
    if (!ok) throw new ServiceError('PASSWORD_INCORRECT', 'Mot de passe actuel incorrect', 'password');
    await ctx.limits.reset('passwordAccount', String(userId));
  }

  /** Public profile of a verified customer: first name, picture, biography and published reviews, nothing private. */
  async publicProfile(ctx: RequestContext, idUser: string) {
    const id = toDbId(idUser);
    const rows: { id: number; first_name: string; photo: string | null; biography: string | null }[] = id
      ? await ctx.db.query(`SELECT id, first_name, photo, biography FROM app_user WHERE id = $1 AND role = 'customer' AND email_verified`, [id])
      : [];
    if (!rows[0]) throw new ServiceError('NOT_FOUND', 'Profil introuvable.');
    const reviews: { name: string; id_url: string; city_slug: string; rating: number; text: string; visit_date: string; published_at: Date }[] = await ctx.db.query(
      `SELECT r.name, r.id_url, c.slug AS city_slug, v.rating, v.text, to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date, v.published_at
       FROM review v JOIN restaurant r ON r.id = v.restaurant_id JOIN city c ON c.id = r.city_id
       WHERE v.author_id = $1 AND v.status = 'published' AND r.status = 'published' ORDER BY v.published_at DESC LIMIT 100`, [rows[0].id]);
    return { ...rows[0], reviews };
  }

  /** The restaurant a restaurateur owns (the first, by creation), or null. */
  async ownedRestaurant(ctx: RequestContext, userId: number): Promise<{ id: number; id_url: string; name: string; status: string } | null> {
    const rows: { id: number; id_url: string; name: string; status: string }[] = await ctx.db.query(
      'SELECT id, id_url, name, status FROM restaurant WHERE owner_id = $1 ORDER BY id LIMIT 1', [userId]);
    return rows[0] ?? null;
  }

  /** Everything Mijote keeps about the account (RGPD right of access and portability). */
  async exportData(ctx: RequestContext, userId: number): Promise<Record<string, unknown>> {
    const account = await this.byId(ctx, userId);
    const favourites = await ctx.db.query(
      `SELECT r.id_url, r.name, c.name AS city, f.created_at FROM favourite f JOIN restaurant r ON r.id = f.restaurant_id JOIN city c ON c.id = r.city_id
       WHERE f.user_id = $1 ORDER BY f.created_at`, [userId]);
    const reviews = await ctx.db.query(
      `SELECT r.id_url AS restaurant, v.rating, v.text, to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date, v.status, v.created_at, v.published_at
       FROM review v JOIN restaurant r ON r.id = v.restaurant_id WHERE v.author_id = $1 ORDER BY v.created_at`, [userId]);
    const sessions = await ctx.db.query(
      `SELECT kind, created_at, expires_at, used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked FROM refresh_token WHERE user_id = $1 ORDER BY created_at`, [userId]);
    return {
      exportedAt: new Date().toISOString(),
      account: {
        email: account.email, role: account.role, firstName: account.first_name, lastName: account.last_name, salutation: account.salutation,
        biography: account.biography, photo: account.photo, newsletter: account.newsletter, emailVerified: account.email_verified, createdAt: account.created_at,
      },
      favourites, reviews, sessions,
    };
  }

  /**
   * Deletion: the account, its favourites and sessions go; its reviews stay, anonymised (database trigger). Its photos
   * are removed once the deletion is committed, so a failed deletion never loses them.
   */
  async deleteAccount(ctx: RequestContext, userId: number, password: string): Promise<void> {
    await this.checkPasswordOf(ctx, userId, password);
    await ctx.db.query('DELETE FROM app_user WHERE id = $1', [userId]);
    await sessionService.logOut(ctx, 'user');
    await profilePhotoService.removeAllOf(ctx, userId);
  }
}

export const accountService = new AccountService();
