import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  normaliseSecondFactorCode, RECOVERY_CODE_COUNT, SECOND_FACTOR_CHALLENGE_MINUTES, SECOND_FACTOR_MESSAGES, TOTP as TOTP_RULES,
} from '../../../../common/admin-security-rules.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import {
  dbNow, issueSecondFactorChallenge, secondFactorOf, setSecondFactor, spendSecondFactorChallenge, UPDATED_AT_UNCHANGED, useRecoveryCode, useTotpStep,
} from './accounts.queries.js';
import { SESSION_USER, sessionService, type Session, type SessionUser } from './session.service.js';
import { UserEntity } from './user.entity.js';

/** What an admin's password sign-in answers instead of a session: the challenge to send back with the code. */
interface SecondFactorChallenge {
  challenge: string;
  /** First sign-in: the new secret to add to an authenticator app (also as an otpauth:// address and a QR code). */
  setup: { secret: string; uri: string; qrDataUrl: string } | null;
}

/** `n`: the nonce whose hash the account keeps as its one live challenge (issueSecondFactorChallenge). */
interface ChallengeBody { uid: number; exp: number; n: string; secret?: string }

const key = (appSecret: string) => createHash('sha256').update(`second-factor:${appSecret}`).digest();

/** AES-256-GCM with a key derived from the app secret: confidential and tamper-evident (the setup secret rides in it). */
function seal(appSecret: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(appSecret), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function open(appSecret: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key(appSecret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const totpOf = (secret: string, label: string) => new TOTP({ issuer: TOTP_RULES.issuer, label, secret: Secret.fromBase32(secret), digits: TOTP_RULES.digits, period: TOTP_RULES.period });
const hashCode = (code: string) => createHash('sha256').update(`recovery:${code}`).digest('hex');
const hashNonce = (nonce: string) => createHash('sha256').update(`challenge:${nonce}`).digest('hex');
const currentStep = () => Math.floor(Date.now() / 1000 / TOTP_RULES.period);

/**
 * The admins' second factor (issue 13): after the password, a TOTP code. The first sign-in sets it up (the secret travels
 * sealed in the challenge until a code proves the app has it; then recovery codes are shown once). A code is accepted
 * once (replays refused), and attempts are limited per account. Sessions of admin accounts open only here.
 */
class SecondFactorService {
  /**
   * Issues the account's one live challenge: it ends every earlier one (a later sign-in ends a pending set-up), and is
   * itself spent by the sign-in it opens, so a finished set-up can never be confirmed again.
   */
  async challenge(ctx: RequestContext, user: SessionUser): Promise<SecondFactorChallenge> {
    const row = (await secondFactorOf(ctx.db, user.id))!;
    const exp = Date.now() + SECOND_FACTOR_CHALLENGE_MINUTES * 60_000;
    const n = randomBytes(16).toString('base64url');
    await issueSecondFactorChallenge(ctx.db, user.id, hashNonce(n));
    if (row.totp_secret) return { challenge: seal(ctx.config.appSecret, JSON.stringify({ uid: user.id, exp, n } satisfies ChallengeBody)), setup: null };
    const secret = new Secret({ size: 20 }).base32;
    const uri = totpOf(secret, user.email).toString();
    return {
      challenge: seal(ctx.config.appSecret, JSON.stringify({ uid: user.id, exp, n, secret } satisfies ChallengeBody)),
      setup: { secret, uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) },
    };
  }

  /** Checks the code for the challenge and opens the session; a first set-up also answers the recovery codes, once. */
  async confirm(ctx: RequestContext, challenge: string, rawCode: string): Promise<{ session: Session; recoveryCodes: string[] }> {
    const opened = typeof challenge === 'string' && challenge.length < 2000 ? open(ctx.config.appSecret, challenge) : null;
    const body = opened ? (JSON.parse(opened) as ChallengeBody) : null;
    if (!body || typeof body.n !== 'string' || body.exp < Date.now()) throw new ServiceError('TOKEN_INVALID', SECOND_FACTOR_MESSAGES.challengeExpired);
    await ctx.limits.consume([['codeAccount', `2fa:${body.uid}`]]);
    const code = normaliseSecondFactorCode(typeof rawCode === 'string' ? rawCode.slice(0, 40) : '');
    return withTransaction(ctx, async (tx) => {
      const row = await secondFactorOf(tx.db, body.uid);
      if (!row || row.role !== 'admin') throw new ServiceError('TOKEN_INVALID', SECOND_FACTOR_MESSAGES.challengeExpired);
      const user = await repository(tx, UserEntity).findOneOrFail({ select: SESSION_USER, where: { id: body.uid } });
      // Spent first, in the transaction: a wrong code rolls it back (the admin may type again), a right one ends it.
      if (!(await spendSecondFactorChallenge(tx.db, user.id, hashNonce(body.n)))) throw new ServiceError('TOKEN_INVALID', SECOND_FACTOR_MESSAGES.challengeExpired);
      let recoveryCodes: string[] = [];
      if (body.secret) {
        // Set-up: the app must show the code of the secret it was given; any earlier set-up is replaced.
        const delta = totpOf(body.secret, user.email).validate({ token: code, window: TOTP_RULES.window });
        if (delta === null) throw new ServiceError('CODE_INCORRECT', SECOND_FACTOR_MESSAGES.codeInvalid, 'code');
        recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomBytes(5).toString('hex').toUpperCase());
        await setSecondFactor(tx.db, user.id, seal(ctx.config.appSecret, body.secret), recoveryCodes.map(hashCode), currentStep() + delta);
      } else {
        const secret = row.totp_secret ? open(ctx.config.appSecret, row.totp_secret) : null;
        const delta = secret && /^\d{6}$/.test(code) ? totpOf(secret, user.email).validate({ token: code, window: TOTP_RULES.window }) : null;
        const ok = delta !== null ? await useTotpStep(tx.db, user.id, currentStep() + delta) : await useRecoveryCode(tx.db, user.id, hashCode(code));
        if (!ok) throw new ServiceError('CODE_INCORRECT', SECOND_FACTOR_MESSAGES.codeInvalid, 'code');
      }
      await ctx.limits.reset('codeAccount', `2fa:${body.uid}`);
      await repository(tx, UserEntity).update({ id: user.id }, { lastLoginAt: dbNow, ...UPDATED_AT_UNCHANGED });
      return { session: await sessionService.start(tx, user, { secondFactor: true }), recoveryCodes };
    });
  }
}

export const secondFactorService = new SecondFactorService();
