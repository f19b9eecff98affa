import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { IsNull } from 'typeorm';
import type { Db } from '../db/db.js';
import { daysFromNow, dbNow } from '../db/clock.queries.js';
import { revokeAllSessions } from './session.queries.js';
import { inTransaction } from '../db/in-transaction.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';
import type { Role } from './roles.js';
import { liveRefreshTokenHolder, lockRefreshToken } from './session.queries.js';

export type TokenKind = 'user' | 'restau';
/** `sid` is the session family (refresh_token.family) the access token belongs to; it ends with that family. */
export interface AccessClaims { id: number; role: Role; tv: number; sid: string }

const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;
/** Two tabs refreshing at the same moment present the same token: within this window it is not a replay. */
const REFRESH_REUSE_GRACE_SECONDS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Short-lived signed access tokens (kept by the browser under `token`) and rotated refresh tokens. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(private readonly secret: string, private readonly accessTtlSeconds = ACCESS_TTL_SECONDS) {
    this.key = new TextEncoder().encode(`access:${secret}`);
  }

  signAccess(user: { id: number; role: Role; tokenVersion: number }, family: string): Promise<string> {
    return new SignJWT({ role: user.role, tv: user.tokenVersion, sid: family })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .setIssuer('mijote')
      .sign(this.key);
  }

  /**
   * The claims of a token this server signed, or null (also for tokens signed before `sid` existed). `allowExpired`
   * is for logging out only: an expired token still names the session its holder wants to end.
   */
  async verifyAccess(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'mijote', algorithms: ['HS256'], ...(options.allowExpired ? { clockTolerance: REFRESH_TTL_DAYS * 86_400 } : {}),
      });
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || typeof payload.role !== 'string' || typeof payload.tv !== 'number') return null;
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      return { id, role: payload.role as Role, tv: payload.tv, sid: payload.sid };
    } catch {
      return null;
    }
  }

  /** A new session family, with its first refresh token (random). Only hashes are stored. */
  async startFamily(db: Db, userId: number, kind: TokenKind): Promise<{ refresh: string; family: string }> {
    const family = randomUUID();
    const refresh = randomBytes(32).toString('base64url');
    await this.store(db, userId, kind, family, refresh);
    return { refresh, family };
  }

  /**
   * Rotation: a valid token is used once and replaced in its family by its successor. The successor is derived from
   * the token itself, so two tabs presenting it within the grace window get the very same successor (no second live
   * token). Presented again after the window, it was stolen or replayed: the whole family is revoked. The token's row
   * stays locked (FOR UPDATE, session.queries.ts) until this transaction ends.
   */
  async rotate(db: Db, raw: string, kind: TokenKind): Promise<{ userId: number; refresh: string; family: string } | null> {
    return inTransaction(db, async (m) => {
      const row = await lockRefreshToken(m, sha256(raw), kind, REFRESH_REUSE_GRACE_SECONDS);
      if (!row || row.revoked_at || row.expired) return null;
      const successor = this.successorOf(raw);
      if (row.used_at && row.in_grace) return { userId: row.user_id, refresh: successor, family: row.family };
      const tokens = m.getRepository(RefreshTokenEntity);
      if (row.used_at) {
        await tokens.update({ family: row.family, revokedAt: IsNull() }, { revokedAt: dbNow });
        return null;
      }
      await tokens.update({ id: row.id }, { usedAt: dbNow });
      await this.store(m, row.user_id, kind, row.family, successor);
      return { userId: row.user_id, refresh: successor, family: row.family };
    });
  }

  /** Who holds this refresh token, without rotating it: only while it is its session's live token. */
  async holderOf(db: Db, raw: string, kind: TokenKind): Promise<{ userId: number; family: string } | null> {
    const row = await liveRefreshTokenHolder(db, sha256(raw), kind);
    return row ? { userId: row.user_id, family: row.family } : null;
  }

  /** Ends the session a refresh token belongs to (its whole family), if the token exists. */
  async revokeFamilyOf(db: Db, raw: string): Promise<void> {
    const tokens = db.getRepository(RefreshTokenEntity);
    const token = await tokens.findOne({ select: { id: true, family: true }, where: { tokenHash: sha256(raw) } });
    if (token) await tokens.update({ family: token.family, revokedAt: IsNull() }, { revokedAt: dbNow });
  }

  /** Ends the session an access token belongs to (its `sid`), for its own account only. */
  async revokeFamily(db: Db, family: string, userId: number): Promise<void> {
    await db.getRepository(RefreshTokenEntity).update({ family, userId, revokedAt: IsNull() }, { revokedAt: dbNow });
  }

  revokeAllOf(db: Db, userId: number): Promise<void> {
    return revokeAllSessions(db, userId);
  }

  private successorOf(raw: string): string {
    return createHmac('sha256', this.secret).update(`refresh:${raw}`).digest('base64url');
  }

  private async store(db: Db, userId: number, kind: TokenKind, family: string, raw: string): Promise<void> {
    await db.getRepository(RefreshTokenEntity).createQueryBuilder().insert()
      .values({ userId, family, kind, tokenHash: sha256(raw), expiresAt: daysFromNow(REFRESH_TTL_DAYS) }).updateEntity(false).execute();
  }
}
