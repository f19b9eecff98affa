import { PUBLICATION_DECISION_MESSAGES, PUBLICATION_MESSAGES, PUBLICATION_REQUIREMENTS, type PublicationRequirement } from '../../../../common/publication-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import { signPreviewToken } from '../../auth/preview-token.js';
import { repository, withTransaction } from '../../db/transaction.js';
import { viewerIdOf } from '../../auth/viewer.js';
import type { RequestContext } from '../../graphql/context.js';
import { changeRestaurantStatus, restaurantService } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { PublicationRequestEntity } from './publication-request.entity.js';
import { lockDecisionTarget, pendingRequests, publicationState, type DecisionTarget, type PublicationRow } from './publication.queries.js';
import { subscriptionDecisions } from '../billing/index.js';

/** What the publication page shows (SPEC §3 Publication info, §4 Publication). */
export interface PublicationInfo {
  restaurantId: number;
  idUrl: string;
  status: PublicationRow['status'];
  requirements: Record<PublicationRequirement, boolean>;
  complete: boolean;
  subscriptionActive: boolean;
  pendingSince: Date | null;
  /** The reason of the last rejection while the restaurant stays rejected, or of its taking off line while it is off line. */
  rejectionReason: string | null;
  /** The page as visitors will see it: its public path once published, else a path with a signed preview token. */
  previewPath: string;
}

/** Whether a restaurant's subscription lets it be published (the billing module answers; 'not-sub' otherwise). */
export type SubscriptionCheck = (ctx: RequestContext, restaurantId: number) => Promise<boolean>;

/** Why a page was taken off line (the moderation log answers; null when unknown). */
export type OfflineReason = (ctx: RequestContext, restaurantId: number) => Promise<string | null>;

/**
 * The owner's publication request (SPEC §4, §5, §7 getInfoBeforePublication / sendPublication): what is missing, then
 * one request waiting for the moderation, for a complete restaurant whose subscription is active.
 */
export class PublicationService {
  private offlineReason: OfflineReason = () => {
    throw new Error('publicationService.readOfflineReasonWith was not called (modules/index.ts)');
  };

  constructor(private readonly subscriptionActive: SubscriptionCheck) {}

  /** The moderation module reads the log and imports this one, so modules/index.ts hands the reader over. */
  readOfflineReasonWith(read: OfflineReason): void {
    this.offlineReason = read;
  }

  /** The viewer's restaurant (restaurantService.ownedId, the space's one ownership check) and its requirements. */
  private async owned(ctx: RequestContext, ref: string | number, lock = false): Promise<PublicationRow> {
    const id = await restaurantService.ownedId(ctx, ref, lock);
    return (await publicationState(ctx.db, id))!;
  }

  async info(ctx: RequestContext, ref: string | number): Promise<PublicationInfo> {
    const row = await this.owned(ctx, ref);
    const requests = repository(ctx, PublicationRequestEntity);
    const pending = await requests.findOne({ select: { id: true, requestedAt: true }, where: { restaurantId: row.id, status: 'pending' } });
    const rejected = row.status === 'rejected'
      ? await requests.findOne({ select: { id: true, reason: true }, where: { restaurantId: row.id, status: 'rejected' }, order: { decidedAt: 'DESC' } })
      : row.status === 'offline' ? { reason: await this.offlineReason(ctx, row.id) } : null;
    const requirements = Object.fromEntries(PUBLICATION_REQUIREMENTS.map((k) => [k, Boolean(row[k])])) as Record<PublicationRequirement, boolean>;
    return {
      restaurantId: row.id, idUrl: row.id_url, status: row.status, requirements, complete: PUBLICATION_REQUIREMENTS.every((k) => requirements[k]),
      subscriptionActive: await this.subscriptionActive(ctx, row.id), pendingSince: pending?.requestedAt ?? null, rejectionReason: rejected?.reason ?? null,
      previewPath: previewPath(ctx, row),
    };
  }

  /** Sends the request: the restaurant waits for the moderation (status pending), in one transaction. */
  async send(ctx: RequestContext, ref: string | number): Promise<string> {
    const userId = viewerIdOf(ctx);
    return withTransaction(ctx, async (tx) => {
      const row = await this.owned(tx, ref, true);
      if (row.status === 'published') throw new ServiceError('CONFLICT', PUBLICATION_MESSAGES.alreadyPublished);
      const requests = repository(tx, PublicationRequestEntity);
      if (row.status === 'pending' || (await requests.exists({ where: { restaurantId: row.id, status: 'pending' } }))) {
        throw new ServiceError('PUBLICATION_PENDING', PUBLICATION_MESSAGES.alreadyPending);
      }
      if (!(await this.subscriptionActive(tx, row.id))) throw new ServiceError('NOT_SUBSCRIBED', PUBLICATION_MESSAGES.notSubscribed);
      const missing = PUBLICATION_REQUIREMENTS.filter((k) => !row[k]);
      if (missing.length) throw new ServiceError('INCOMPLETE', `${PUBLICATION_MESSAGES.incomplete} (${missing.join(', ')})`);
      await requests.createQueryBuilder().insert().values({ restaurantId: row.id, requestedBy: userId }).updateEntity(false).execute();
      await changeRestaurantStatus(tx.db, row.id, 'pending');
      return PUBLICATION_MESSAGES.sent;
    });
  }
}

/**
 * The moderation's decision on a waiting request, in the caller's transaction (the moderation module validates it, logs
 * it and e-mails the owner): accepted, the restaurant is published (date_published kept from an earlier publication,
 * else now) once SPEC §5 is checked again; rejected, it says why.
 */
export async function recordDecision(tx: RequestContext, deciderId: number, requestId: number, accept: boolean, reason: string | null): Promise<DecisionTarget> {
  const target = await lockDecisionTarget(tx.db, requestId);
  if (!target) throw new ServiceError('NOT_FOUND', PUBLICATION_DECISION_MESSAGES.requestNotFound);
  if (target.status !== 'pending') throw new ServiceError('CONFLICT', PUBLICATION_DECISION_MESSAGES.notPending);
  if (accept) {
    const row = (await publicationState(tx.db, target.restaurant_id))!;
    if (PUBLICATION_REQUIREMENTS.some((k) => !row[k])) throw new ServiceError('INCOMPLETE', PUBLICATION_DECISION_MESSAGES.incompleteNow);
  }
  await repository(tx, PublicationRequestEntity).update({ id: requestId }, { status: accept ? 'accepted' : 'rejected', decidedAt: () => 'now()', decidedBy: deciderId, reason });
  await changeRestaurantStatus(tx.db, target.restaurant_id, accept ? 'published' : 'rejected', accept ? { datePublished: 'first-publication' } : {});
  // A page the moderation had taken off line is back: its renewals start again (docs/adr/0043).
  if (accept) await subscriptionDecisions.hold(tx, { restaurantId: target.restaurant_id }, 'offline', false);
  return target;
}

/** SPEC §2: an unpublished page opens only with a preview token signed for its id_url (valid 7 days). */
export function previewPath(ctx: RequestContext, row: { id_url: string; name: string; city_slug: string; status: string }): string {
  const token = row.status === 'published' ? undefined : signPreviewToken(ctx.config.appSecret, row.id_url);
  return restaurantPath(row.city_slug, row.name, row.id_url, token);
}

/** A request waiting for the moderation, as area 2 lists it (oldest first). */
export interface WaitingRequest {
  requestId: number; requestedAt: Date; idUrl: string; name: string; city: string; ownerName: string | null; ownerEmail: string | null;
  previewPath: string; missing: PublicationRequirement[];
}

/** The waiting requests, oldest first, at most `limit`, each with its preview and what SPEC §5 still lacks. */
export async function waitingRequests(ctx: RequestContext, limit: number): Promise<WaitingRequest[]> {
  const rows = await pendingRequests(ctx.db, limit);
  return rows.map((r) => ({
    requestId: r.request_id, requestedAt: r.requested_at, idUrl: r.id_url, name: r.name, city: r.city_name, ownerName: r.owner_name, ownerEmail: r.owner_email,
    previewPath: previewPath(ctx, r), missing: PUBLICATION_REQUIREMENTS.filter((k) => !r[k]),
  }));
}

