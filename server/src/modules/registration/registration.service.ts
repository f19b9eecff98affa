import { randomBytes, randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, normaliseEmail } from '../../../../common/account-rules.js';
import { registrationLinkPath } from '../../../../common/page-addresses.js';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES, type RegistrationStep } from '../../../../common/registration-rules.js';
import { slugify } from '../../../../common/slug.js';
import { MESSAGES } from '../../../../common/validation.js';
import { hashPassword } from '../../auth/passwords.js';
import { RateLimits } from '../../auth/rate-limits.js';
import { sha256 } from '../../auth/token.service.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { dbNow, minutesFromNow } from '../../db/clock.queries.js';
import { accountRecords, sessionService, type Session } from '../accounts/index.js';
import { billingService, savedBillingIdentity, type CardCheckForm } from '../billing/index.js';
import type { BillingIdentity } from '../../../../common/billing-rules.js';
import { cityForAddress, cityRecords } from '../geo/index.js';
import { queueMail, registrationLinkMail, verificationCodeMail, welcomeMail, type MailMessage } from '../mail/index.js';
import { randomIdUrl, restaurantService, restaurantWrites } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { RegistrationEntity, type RegistrationSource } from './registration.entity.js';
import { lockRegistration } from './registration.queries.js';

const CODE_MINUTES = 15;
const CODE_MAX_ATTEMPTS = 5;
const LINK_MINUTES = REGISTRATION_LIMITS.linkDays * 24 * 60;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const codeHash = (registrationId: number, email: string, code: string) => sha256(`${registrationId}:${email}:${code}`);
const invalidLink = () => new ServiceError('TOKEN_INVALID', REGISTRATION_MESSAGES.linkInvalid, 'token');
/**
 * Once the step-1 account exists, the link alone changes nothing: the later steps need that account's own session
 * (opened by step 1 itself, or by a normal sign-in when the person comes back; issue 24, docs/adr/0010).
 */
const requireAccountSession = (ctx: RequestContext, r: RegistrationEntity) => {
  if (!ctx.viewer || ctx.viewer.id !== r.userId) throw new ServiceError('UNAUTHENTICATED', REGISTRATION_MESSAGES.signInToResume, 'token');
};

/** What a registration link asks for (the contact form, or an admin). */
interface LinkRequest { email: string; restaurantName: string; citySlug: string | null; phone: string | null; message: string | null }
interface AccountStepInput { token: string; email: string; code: string; firstName: string; lastName: string; password: string; birthDate: string }
interface RestaurantStepInput {
  token: string; name: string; address: string; city: string; postalCode: string; phone: string; lat: number; lng: number; newsletter: boolean;
}

/** Where a registration stands, and what the wizard shows again when it resumes (SPEC §7 getStartInscription). */
interface RegistrationState {
  /** The first step not done. */
  step: RegistrationStep;
  email: string;
  firstName: string | null;
  lastName: string | null;
  restaurant: { name: string; address: string | null; city: string | null; postalCode: string | null; phone: string | null; lat: number | null; lng: number | null };
  newsletter: boolean;
  /** Step 1 as typed when its code was asked for, before the account exists (never the password; docs/adr/0028). */
  pendingAccount: { email: string; firstName: string; lastName: string | null; birthDate: string | null } | null;
  /** The billing identity of the last card check, for the account's own session only (step 3 shown again). */
  billing: BillingIdentity | null;
}

/** Step 1's code request: the address, and what the form holds besides the password (kept for a resumed wizard). */
interface CodeRequest { token: string; email: string; firstName: string; lastName?: string | null; birthDate?: string | null }

/**
 * Restaurant registration (SPEC §2, §4, §7): the personal link, then the wizard's first two steps — the restaurateur
 * account proven by an e-mail code, then the draft restaurant it owns. The third step (the card check) is billing's.
 */
class RegistrationService {
  /** /contact_inscription: a link for this restaurant, mailed; the same answer for every address. */
  async requestLink(ctx: RequestContext, request: LinkRequest): Promise<string> {
    const email = normaliseEmail(request.email);
    await ctx.limits.consume([['registrationIp', ctx.client.address], ['registrationAccount', RateLimits.accountKey(email)]]);
    // An address that already has an account gets no link: its wizard could not create the account (one account per
    // address, one restaurant per account). Said as the public sign-up already says it (docs/adr/0029).
    if (await accountRecords.emailTaken(ctx.db, email)) throw new ServiceError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailAlreadyUsed, 'email');
    await this.issueLink(ctx, { ...request, email }, 'contact');
    return REGISTRATION_MESSAGES.linkSent;
  }

  /**
   * Writes a new registration and mails its link (valid LINK_MINUTES, single registration). Admins call it too, from a
   * listed restaurant's file: `claimRestaurantId` is that restaurant, which step 2 then hands to the new account.
   */
  async issueLink(ctx: RequestContext, request: LinkRequest, source: RegistrationSource, claimRestaurantId: number | null = null): Promise<void> {
    const email = normaliseEmail(request.email);
    const city = request.citySlug ? await cityRecords.bySlug(ctx.db, request.citySlug) : null;
    if (request.citySlug && !city) throw new ServiceError('INVALID_INPUT', REGISTRATION_MESSAGES.cityUnknown, 'city');
    const token = randomBytes(32).toString('base64url');
    const link = `${ctx.config.publicUrl}${registrationLinkPath(token)}`;
    // The registration and its link's e-mail together.
    await withTransaction(ctx, async (tx) => {
      await repository(tx, RegistrationEntity).createQueryBuilder().insert().values({
        tokenHash: sha256(token), source, email, restaurantName: request.restaurantName.trim(), cityId: city?.id ?? null,
        phone: request.phone ? request.phone.replace(/\s/g, '') : null, message: request.message?.trim() || null, expiresAt: minutesFromNow(LINK_MINUTES),
        claimRestaurantId,
      }).updateEntity(false).execute();
      await queueMail(tx, { to: email, ...registrationLinkMail({ restaurantName: request.restaurantName.trim(), link, days: REGISTRATION_LIMITS.linkDays, listed: claimRestaurantId !== null }) });
    });
  }

  /**
   * The open registration a token names, locked for the caller's transaction when asked: not expired, and not finished
   * (a registration ends when the card check has activated the subscription).
   */
  private async open(ctx: RequestContext, token: string, lock = false): Promise<RegistrationEntity> {
    if (!TOKEN.test(token ?? '')) throw invalidLink();
    const hash = sha256(token);
    if (lock) await lockRegistration(ctx.db, hash);
    const registration = await repository(ctx, RegistrationEntity).createQueryBuilder('r').where('r.token_hash = :hash AND r.expires_at > now()', { hash }).getOne();
    if (!registration) throw invalidLink();
    if (registration.restaurantId && (await billingService.isActive(ctx, registration.restaurantId))) throw invalidLink();
    return registration;
  }

  /**
   * Whether a restaurant is a listed page handed over by a registration link whose card check has not activated the
   * subscription yet: its page on line stays as the directory listed it (docs/adr/0022, restaurantService.assertEditable).
   */
  async isUnpaidClaim(ctx: RequestContext, restaurantId: number): Promise<boolean> {
    const claimed = await repository(ctx, RegistrationEntity).exists({ where: { restaurantId, claimRestaurantId: restaurantId } });
    return claimed && !(await billingService.isActive(ctx, restaurantId));
  }

  /** GET /api/verifyInscription: whether the link still opens the wizard. */
  async isOpen(ctx: RequestContext, token: string): Promise<boolean> {
    try {
      await this.open(ctx, token);
      return true;
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'TOKEN_INVALID') return false;
      throw error;
    }
  }

  /** Where the wizard resumes, with what it shows again. */
  async state(ctx: RequestContext, token: string): Promise<RegistrationState> {
    const r = await this.open(ctx, token);
    const user = r.userId ? await accountRecords.byId(ctx.db, r.userId) : null;
    // A link sent from a listed restaurant's file shows that restaurant until step 2 has handed it over.
    const restaurantId = r.restaurantId ?? r.claimRestaurantId;
    const restaurant = restaurantId ? await restaurantService.address(ctx, restaurantId) : null;
    const cityId = restaurant?.cityId ?? r.cityId;
    const city = cityId ? await cityRecords.byId(ctx.db, cityId) : null;
    const pendingAccount = !user && r.codeEmail && r.draftFirstName
      ? { email: r.codeEmail, firstName: r.draftFirstName, lastName: r.draftLastName, birthDate: r.draftBirthDate }
      : null;
    const ownSession = r.userId !== null && ctx.viewer?.id === r.userId;
    return {
      step: r.restaurantId ? 'payment' : user ? 'restaurant' : 'account',
      pendingAccount,
      billing: ownSession && r.restaurantId ? await savedBillingIdentity(ctx, r.restaurantId) : null,
      email: user?.email ?? r.email,
      firstName: user?.firstName ?? null,
      lastName: user?.lastName ?? null,
      newsletter: user?.newsletter ?? false,
      restaurant: restaurant
        ? { name: restaurant.name, address: restaurant.street, city: city?.name ?? null, postalCode: restaurant.postalCode, phone: restaurant.phone, lat: restaurant.lat, lng: restaurant.lng }
        : { name: r.restaurantName, address: null, city: city?.name ?? null, postalCode: city?.postcodes[0] ?? null, phone: r.phone, lat: null, lng: null },
    };
  }

  /**
   * Step 1's 'Suivant' and 'Renvoyer un code': mails a 6-digit code to the address the account will use. An address
   * that already has an account answers 'already use' (SPEC §7): nothing is sent.
   */
  /**
   * `checkTaken` (SPEC §7's `needVerif`, true unless the caller says otherwise): refuse at once an address that already has
   * an account ('already use'); without it the code leaves anyway, and the code check answers « Adresse mail déjà utilisée ».
   */
  async sendCode(ctx: RequestContext, request: CodeRequest, checkTaken = true): Promise<string> {
    const { token, firstName } = request;
    const email = normaliseEmail(request.email);
    await ctx.limits.consume([['codeIp', ctx.client.address], ['codeAccount', RateLimits.accountKey(email)]]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await withTransaction(ctx, async (tx) => {
      const r = await this.open(tx, token, true);
      if (r.userId) throw new ServiceError('CONFLICT', REGISTRATION_MESSAGES.restaurantFirst, 'token');
      if (checkTaken && (await accountRecords.emailTaken(tx.db, email))) throw new ServiceError('EMAIL_TAKEN', REGISTRATION_MESSAGES.alreadyUse, 'email');
      await repository(tx, RegistrationEntity).update({ id: r.id }, {
        codeEmail: email, codeHash: codeHash(r.id, email, code), codeExpiresAt: minutesFromNow(CODE_MINUTES) as never, codeAttempts: 0,
        draftFirstName: firstName.trim() || null, draftLastName: request.lastName?.trim() || null, draftBirthDate: request.birthDate || null,
      });
      await queueMail(tx, { to: email, ...verificationCodeMail({ firstName: firstName.trim(), code, minutes: CODE_MINUTES }) });
    });
    return REGISTRATION_MESSAGES.codeSent;
  }

  /**
   * Step 1 (SPEC §7 registerTemp): the code proves the address; the restaurateur account is created, verified, and
   * tied to the registration, in one transaction. A wrong guess is counted even though the call fails.
   */
  async createAccount(ctx: RequestContext, input: AccountStepInput): Promise<void> {
    const email = normaliseEmail(input.email);
    await ctx.limits.consume([['codeIp', ctx.client.address], ['verifyAccount', RateLimits.accountKey(email)]]);
    const passwordHash = await hashPassword(input.password);
    const refusal = await withTransaction(ctx, async (tx) => {
      const r = await this.open(tx, input.token, true);
      if (r.userId) throw new ServiceError('CONFLICT', REGISTRATION_MESSAGES.restaurantFirst, 'token');
      const expired = r.codeExpiresAt !== null && r.codeExpiresAt.getTime() <= Date.now();
      if (!r.codeHash || r.codeEmail !== email) return { code: 'CODE_INCORRECT' as const, message: REGISTRATION_MESSAGES.serverCodeIncorrect };
      if (expired) return { code: 'CODE_EXPIRED' as const, message: REGISTRATION_MESSAGES.serverCodeExpired };
      if (r.codeAttempts >= CODE_MAX_ATTEMPTS) return { code: 'TOO_MANY_ATTEMPTS' as const, message: ACCOUNT_MESSAGES.codeTooManyAttempts };
      const registrations = repository(tx, RegistrationEntity);
      if (r.codeHash !== codeHash(r.id, email, input.code)) {
        await registrations.increment({ id: r.id }, 'codeAttempts', 1);
        return { code: 'CODE_INCORRECT' as const, message: REGISTRATION_MESSAGES.serverCodeIncorrect };
      }
      const userId = await accountRecords.createVerified(tx.db, {
        email, passwordHash, role: 'restaurateur', firstName: input.firstName.trim(), lastName: input.lastName.trim(), birthDate: input.birthDate,
      });
      if (userId === null) throw new ServiceError('EMAIL_TAKEN', REGISTRATION_MESSAGES.serverEmailTaken, 'email');
      await registrations.update({ id: r.id }, { userId, codeHash: null, codeExpiresAt: null, codeEmail: null, draftFirstName: null, draftLastName: null, draftBirthDate: null });
      // The code and the new password are a sign-in: the account's session opens (its refresh cookie), and only it
      // continues the wizard from here.
      await sessionService.start(tx, { id: userId, role: 'restaurateur', tokenVersion: 0, firstName: input.firstName.trim(), email });
      return null;
    });
    if (refusal) throw new ServiceError(refusal.code, refusal.message, 'code');
    await ctx.limits.reset('verifyAccount', RateLimits.accountKey(email));
  }

  /**
   * Step 2 (SPEC §7 registerTempSecond): the draft restaurant owned by the step-1 account, in its commune of the
   * Maine-et-Loire, and a session for that account (login state 2). Sent again, it updates the same draft.
   */
  async saveRestaurant(ctx: RequestContext, input: RestaurantStepInput): Promise<{ session: Session; restaurantId: number; lastName: string }> {
    const outcome = await withTransaction(ctx, async (tx) => {
      const r = await this.open(tx, input.token, true);
      if (!r.userId) throw new ServiceError('CONFLICT', REGISTRATION_MESSAGES.accountFirst, 'token');
      requireAccountSession(ctx, r);
      const city = await cityForAddress(tx.db, input.postalCode, input.city);
      if (!city) throw new ServiceError('INVALID_INPUT', MESSAGES.addressNotFound, 'address');
      const fields = {
        name: input.name.trim(), slug: slugify(input.name) || 'restaurant', street: input.address.trim(), postalCode: input.postalCode, cityId: city.id,
        lat: input.lat, lng: input.lng, phone: input.phone.replace(/\s/g, ''),
      };
      let restaurantId = r.restaurantId;
      // A listed page on line is handed over as the directory lists it: its owner changes it once the card check has
      // activated the subscription (docs/adr/0022). A listed draft takes the step's values, as a new restaurant does.
      const claimOnLine = r.claimRestaurantId
        ? (await restaurantService.brief(tx, r.claimRestaurantId))?.status === 'published'
        : false;
      if (restaurantId) {
        // A listed restaurant taken over keeps its status (a published page stays online); a draft stays a draft.
        const still = r.claimRestaurantId === restaurantId ? {} : { status: 'draft' as const };
        if (!claimOnLine) await restaurantWrites.update(tx.db, { id: restaurantId, ownerId: r.userId, ...still }, fields);
      } else if (r.claimRestaurantId) {
        // A page on line keeps the directory's values (date_update too); a listed draft takes the step's.
        const taken = await restaurantWrites.update(tx.db, { id: r.claimRestaurantId, ownerId: null }, { ...(claimOnLine ? {} : fields), ownerId: r.userId }, { touch: !claimOnLine });
        if (!taken) throw new ServiceError('CONFLICT', REGISTRATION_MESSAGES.restaurantTaken, 'token');
        restaurantId = r.claimRestaurantId;
      } else {
        restaurantId = await restaurantWrites.insert(tx.db, { ...fields, idUrl: randomIdUrl(), types: [], ownerId: r.userId, status: 'draft' });
      }
      await repository(tx, RegistrationEntity).update({ id: r.id }, { restaurantId, termsAcceptedAt: r.termsAcceptedAt ?? (dbNow as never) });
      await accountRecords.setNewsletter(tx.db, r.userId, input.newsletter);
      const user = await accountRecords.byIdOrFail(tx.db, r.userId);
      const session = await sessionService.start(tx, { id: user.id, role: user.role, tokenVersion: user.tokenVersion, firstName: user.firstName, email: user.email });
      return { session, restaurantId, lastName: user.lastName };
    });
    // The welcome leaves with the card check's acceptance, when the space is really theirs (welcomeMails).
    return { session: outcome.session, restaurantId: outcome.restaurantId, lastName: outcome.lastName };
  }

  /** The first card check accepted ends the registration (billing's onFirstCardCheck): the restaurateur is welcomed. */
  async welcomeMails(tx: RequestContext, who: { userId: number }): Promise<MailMessage[]> {
    const user = await accountRecords.byIdOrFail(tx.db, who.userId);
    return [{ to: user.email, ...welcomeMail({ firstName: user.firstName, role: 'restaurateur' }) }];
  }

  /**
   * Step 3 (SPEC §7 formulaire_hmac): the card check of the account and draft restaurant the link stands for, started
   * by billing (its signed form for the provider's page). A finished or expired registration is TOKEN_USED (SPEC §8).
   */
  async startCardCheck(ctx: RequestContext, token: string, billing: BillingIdentity): Promise<CardCheckForm> {
    const r = await this.openForPayment(ctx, token, true);
    return billingService.startCardCheck(ctx, { userId: r.userId!, restaurantId: r.restaurantId!, billing });
  }

  /** SPEC §7 registerResto: the page left for the provider's; the subscription is activated by its notification only. */
  async cardCheckStarted(ctx: RequestContext, token: string): Promise<void> {
    await this.openForPayment(ctx, token);
  }

  /** `writes`: the caller changes something (the card check's billing identity), so the account's session is needed. */
  private async openForPayment(ctx: RequestContext, token: string, writes = false): Promise<RegistrationEntity> {
    let r: RegistrationEntity;
    try {
      r = await this.open(ctx, token);
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'TOKEN_INVALID') throw new ServiceError('TOKEN_USED', REGISTRATION_MESSAGES.registrationClosed, 'token');
      throw error;
    }
    if (!r.userId) throw new ServiceError('CONFLICT', REGISTRATION_MESSAGES.accountFirst, 'token');
    if (writes) requireAccountSession(ctx, r);
    if (!r.restaurantId) throw new ServiceError('CONFLICT', REGISTRATION_MESSAGES.restaurantFirst, 'token');
    return r;
  }
}

export const registrationService = new RegistrationService();
