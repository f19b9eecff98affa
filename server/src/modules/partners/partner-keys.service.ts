import { randomBytes } from 'node:crypto';
import { normaliseEmail } from '../../../../common/account-rules.js';
import { toDbId } from '../../../../common/input-rules.js';
import { partnerKeyRevealPath } from '../../../../common/page-addresses.js';
import {
  PARTNER_KEY_LIMITS, PARTNER_KEY_MESSAGES, PARTNER_KEY_PREFIX, PARTNER_TIERS, parseOrigins, REVEAL_LINK_DAYS, ROTATION_GRACE_DAYS, type PartnerTier,
} from '../../../../common/partner-key-rules.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { partnerKeyApprovedMail, partnerKeyRefusedMail, queueMail } from '../mail/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { keyHash, partnerKeysChanged } from './partner-key-cache.js';
import {
  decideKeyRequest, insertKeyRequest, insertPartnerKey, keyRequestRows, lockKeyRequest, partnerKeyRow, partnerKeyRows, revealOnce, revealUsed, revokeKey,
  rotateKey, type KeyRequestRow, type PartnerKeyRow,
} from './partner-keys.queries.js';

const DAY_MS = 86_400_000;
/** A new key: the prefix, then 256 random bits (base64url). */
const newKey = () => `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
/** What area 1 shows of a key: its prefix and four characters. */
const hintOf = (key: string) => `${key.slice(0, PARTNER_KEY_PREFIX.length + 4)}…`;

interface KeyRequestDraft { organisation: string; email: string; intendedUse: string; website: string }
interface KeyDraft { name: string; ownerEmail: string; tier: string; origins: string }

/**
 * Partner keys (issue 29, docs/adr/0047-partner-keys.md): asked for on /developpeurs/cle, approved or refused in area 1
 * (the answer by e-mail, an approval's with a one-time link that shows the key), created, rotated and revoked there.
 * Keys are kept only as SHA-256 hashes; each change tells every instance to forget the keys it kept.
 */
class PartnerKeyService {
  /** A request from the public form, a few per address (the same limits window as the other public forms). */
  async request(ctx: RequestContext, draft: KeyRequestDraft): Promise<string> {
    await ctx.limits.consume([['partnerKeyRequestAddress', ctx.client.address]], PARTNER_KEY_MESSAGES.tooManyRequests);
    await insertKeyRequest(ctx.db, {
      organisation: draft.organisation.trim(), email: normaliseEmail(draft.email), intendedUse: draft.intendedUse.trim(), website: draft.website.trim() || null,
    });
    return PARTNER_KEY_MESSAGES.requested;
  }

  requests(ctx: RequestContext): Promise<KeyRequestRow[]> {
    return keyRequestRows(ctx.db, PARTNER_KEY_LIMITS.listed);
  }

  keys(ctx: RequestContext): Promise<PartnerKeyRow[]> {
    return partnerKeyRows(ctx.db, PARTNER_KEY_LIMITS.listed);
  }

  /** Approves a waiting request: a key without its secret yet, and an e-mail with the one-time link that makes and shows it. */
  async approve(ctx: RequestContext, rawId: number, tier: string, originsText: string): Promise<KeyRequestRow> {
    const id = this.requestId(rawId);
    return withTransaction(ctx, async (tx) => {
      const request = await this.waiting(tx, id);
      const token = randomBytes(32).toString('base64url');
      const keyId = await insertPartnerKey(tx.db, {
        name: request.organisation, ownerEmail: request.email, tier, origins: parseOrigins(originsText) ?? [],
        keyHash: null, keyHint: null, revealHash: keyHash(token), revealExpiresAt: new Date(Date.now() + REVEAL_LINK_DAYS * DAY_MS),
      });
      await decideKeyRequest(tx.db, id, 'approved', null, keyId);
      const mail = partnerKeyApprovedMail({
        organisation: request.organisation, tierLabel: PARTNER_TIERS[tier as PartnerTier].label, link: `${ctx.config.publicUrl}${partnerKeyRevealPath(token)}`, days: REVEAL_LINK_DAYS,
      });
      await queueMail(tx, { to: request.email, ...mail });
      return (await lockKeyRequest(tx.db, id))!;
    });
  }

  /** Refuses a waiting request; the requester gets the reason by e-mail. */
  async refuse(ctx: RequestContext, rawId: number, reason: string): Promise<KeyRequestRow> {
    const id = this.requestId(rawId);
    return withTransaction(ctx, async (tx) => {
      const request = await this.waiting(tx, id);
      await decideKeyRequest(tx.db, id, 'refused', reason.trim(), null);
      await queueMail(tx, { to: request.email, ...partnerKeyRefusedMail({ organisation: request.organisation, reason: reason.trim() }) });
      return (await lockKeyRequest(tx.db, id))!;
    });
  }

  /** A key made by an admin directly: its secret is answered once, to be handed over. */
  async create(ctx: RequestContext, draft: KeyDraft): Promise<{ key: PartnerKeyRow; secret: string }> {
    const secret = newKey();
    const id = await withTransaction(ctx, async (tx) => {
      const keyId = await insertPartnerKey(tx.db, {
        name: draft.name.trim(), ownerEmail: normaliseEmail(draft.ownerEmail), tier: draft.tier, origins: parseOrigins(draft.origins) ?? [],
        keyHash: keyHash(secret), keyHint: hintOf(secret), revealHash: null, revealExpiresAt: null,
      });
      partnerKeysChanged(tx.db);
      return keyId;
    });
    return { key: (await partnerKeyRow(ctx.db, id))!, secret };
  }

  /** A new secret; the previous one keeps working ROTATION_GRACE_DAYS days, counted under the same key. */
  async rotate(ctx: RequestContext, rawId: number): Promise<{ key: PartnerKeyRow; secret: string }> {
    const id = this.keyId(rawId);
    const secret = newKey();
    await withTransaction(ctx, async (tx) => {
      const key = await partnerKeyRow(tx.db, id);
      if (!key) throw new ServiceError('NOT_FOUND', PARTNER_KEY_MESSAGES.keyNotFound);
      if (!(await rotateKey(tx.db, id, keyHash(secret), hintOf(secret), new Date(Date.now() + ROTATION_GRACE_DAYS * DAY_MS)))) {
        throw new ServiceError('CONFLICT', key.revoked_at ? PARTNER_KEY_MESSAGES.keyRevoked : PARTNER_KEY_MESSAGES.revealInvalid);
      }
      partnerKeysChanged(tx.db);
    });
    return { key: (await partnerKeyRow(ctx.db, id))!, secret };
  }

  /** Revokes a key (its predecessor with it): every instance refuses it once the change commits. */
  async revoke(ctx: RequestContext, rawId: number): Promise<PartnerKeyRow> {
    const id = this.keyId(rawId);
    await withTransaction(ctx, async (tx) => {
      if (!(await partnerKeyRow(tx.db, id))) throw new ServiceError('NOT_FOUND', PARTNER_KEY_MESSAGES.keyNotFound);
      if (!(await revokeKey(tx.db, id))) throw new ServiceError('CONFLICT', PARTNER_KEY_MESSAGES.keyRevoked);
      partnerKeysChanged(tx.db);
    });
    return (await partnerKeyRow(ctx.db, id))!;
  }

  /** The one-time link of an approved request: makes the key, keeps its hash, shows it; a second opening is refused. */
  async reveal(ctx: RequestContext, token: string): Promise<{ name: string; tier: string; secret: string }> {
    await ctx.limits.consume([['partnerKeyRevealAddress', ctx.client.address]], PARTNER_KEY_MESSAGES.tooManyRequests);
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new ServiceError('TOKEN_INVALID', PARTNER_KEY_MESSAGES.revealInvalid);
    const secret = newKey();
    const revealHash = keyHash(token);
    const shown = await revealOnce(ctx.db, revealHash, keyHash(secret), hintOf(secret));
    if (!shown) {
      if (await revealUsed(ctx.db, revealHash)) throw new ServiceError('TOKEN_USED', PARTNER_KEY_MESSAGES.revealUsed);
      throw new ServiceError('TOKEN_INVALID', PARTNER_KEY_MESSAGES.revealInvalid);
    }
    return { name: shown.name, tier: shown.tier, secret };
  }

  private async waiting(tx: RequestContext, id: number): Promise<KeyRequestRow> {
    const request = await lockKeyRequest(tx.db, id);
    if (!request) throw new ServiceError('NOT_FOUND', PARTNER_KEY_MESSAGES.requestNotFound);
    if (request.decision) throw new ServiceError('CONFLICT', PARTNER_KEY_MESSAGES.requestDecided);
    return request;
  }

  private requestId(raw: number): number {
    const id = toDbId(raw);
    if (id === null) throw new ServiceError('NOT_FOUND', PARTNER_KEY_MESSAGES.requestNotFound);
    return id;
  }

  private keyId(raw: number): number {
    const id = toDbId(raw);
    if (id === null) throw new ServiceError('NOT_FOUND', PARTNER_KEY_MESSAGES.keyNotFound);
    return id;
  }
}

export const partnerKeyService = new PartnerKeyService();
