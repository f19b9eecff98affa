import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { DataSource, EntityManager } from 'typeorm';
import type { Role } from '../modules/accounts/user.entity.js';

export type TokenKind = 'user' | 'restau';
/** `sid` is the session family (refresh_token.family) the access token belongs to; it ends with that family. */
export interface AccessClaims { id: number; role: Role; tv: number; sid: string }

const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;
/** Two tabs refreshing at the same moment present the same token: within this window it is not a replay. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Short-lived signed access tokens (kept by the browser under `token`) and rotated refresh tokens. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(private readonly secret: string, private readonly accessTtlSeconds = ACCESS_TTL_SECONDS) {
    this.key = new TextEncoder().encode(`access:${secret}`);
  }

  signAccess(user: { id: number; role: Role; token_version: number }, family: string): Promise<string> {
    return new SignJWT({ role: user.role, tv: user.token_version, sid: family })
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
  async startFamily(m: EntityManager | DataSource, userId: number, kind: TokenKind): Promise<{ refresh: string; family: string }> {
    const family = randomUUID();
    const refresh = randomBytes(32).toString('base64url');
    await this.store(m, userId, kind, family, refresh);
    return { refresh, family };
  }

  /**
   * Rotation: a valid token is used once and replaced in its family by its successor. The successor is derived from
   * the token itself, so two tabs presenting it within the grace window get the very same successor (no second live
   * token). Presented again after the window, it was stolen or replayed: the whole family is revoked.
   */
  async rotate(db: DataSource | EntityManager, raw: string, kind: TokenKind): Promise<{ userId: number; refresh: string; family: string } | null> {
    return db.transaction(async (m) => {
      const rows: { id: number; user_id: number; family: string; used_at: Date | null; revoked_at: Date | null; expired: boolean; in_grace: boolean }[] = await m.query(
        `SELECT id, user_id, family, used_at, revoked_at, expires_at <= now() AS expired,
                used_at > now() - make_interval(secs => $3) AS in_grace
         FROM refresh_token WHERE token_hash = $1 AND kind = $2 FOR UPDATE`, [sha256(raw), kind, REFRESH_REUSE_GRACE_SECONDS]);
      const row = rows[0];
      if (!row || row.revoked_at || row.expired) return null;
      const successor = this.successorOf(raw);
      if (row.used_at && row.in_grace) return { userId: row.user_id, refresh: successor, family: row.family };
      if (row.used_at) {
        await m.query(`UPDATE refresh_token SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL`, [row.family]);
        return null;
      }
      await m.query(`UPDATE refresh_token SET used_at = now() WHERE id = $1`, [row.id]);
      await this.store(m, row.user_id, kind, row.family, successor);
      return { userId: row.user_id, refresh: successor, family: row.family };
    });
  }

  async revokeFamilyOf(db: DataSource | EntityManager, raw: string): Promise<void> {
    await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE revoked_at IS NULL AND family = (SELECT family FROM refresh_token WHERE token_hash = $1)`, [sha256(raw)]);
  }

  /** Ends the session an access token belongs to (its `sid`), for its own account only. */
  async revokeFamily(db: DataSource | EntityManager, family: string, userId: number): Promise<void> {
    await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE family = $1 AND user_id = $2 AND revoked_at IS NULL`, [family, userId]);
  }

  async revokeAllOf(db: DataSource | EntityManager, userId: number): Promise<void> {
    await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }

  private successorOf(raw: string): string {
    return createHmac('sha256', this.secret).update(`refresh:${raw}`).digest('base64url');
  }

  private async store(m: EntityManager | DataSource, userId: number, kind: TokenKind, family: string, raw: string): Promise<void> {
    await m.query(
      `INSERT INTO refresh_token (user_id, family, kind, token_hash, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
      [userId, family, kind, sha256(raw), REFRESH_TTL_DAYS]);
  }
}
