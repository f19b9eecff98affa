import { checkRejectionReason, PUBLICATION_DECISION_MESSAGES, PUBLICATION_MESSAGES, PUBLICATION_REQUIREMENTS, type PublicationRequirement } from '../../../../common/publication-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../common/page-addresses.js';
import { signPreviewToken } from '../../auth/preview-token.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { changeRestaurantStatus, restaurantService } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { PublicationRequestEntity } from './publication-request.entity.js';
import { lockDecisionTarget, pendingRequests, publicationState, type PublicationRow } from './publication.queries.js';
import { appendLogEntry, latestReason } from '../moderation-log/index.js';
import { publicationAcceptedMail, publicationRejectedMail, type MailContent } from '../mail/index.js';

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

/**
 * The owner's publication request (SPEC §4, §5, §7 getInfoBeforePublication / sendPublication): what is missing, then
 * one request waiting for the moderation, for a complete restaurant whose subscription is active.
 */
export class PublicationService {
  constructor(private readonly subscriptionActive: SubscriptionCheck) {}

  /** The viewer's restaurant (restaurantService.ownedId, the space's one ownership check) and its requirements. */
  private async owned(ctx: RequestContext, _userId: number, ref: string | number, lock = false): Promise<PublicationRow> {
    const id = await restaurantService.ownedId(ctx, ref, lock);
    return (await publicationState(ctx.db, id))!;
  }

  async info(ctx: RequestContext, userId: number, ref: string | number): Promise<PublicationInfo> {
    const row = await this.owned(ctx, userId, ref);
    const requests = repository(ctx, PublicationRequestEntity);
    const pending = await requests.findOne({ select: { id: true, requestedAt: true }, where: { restaurantId: row.id, status: 'pending' } });
    const rejected = row.status === 'rejected'
      ? await requests.findOne({ select: { id: true, reason: true }, where: { restaurantId: row.id, status: 'rejected' }, order: { decidedAt: 'DESC' } })
      : row.status === 'offline' ? { reason: await latestReason(ctx.db, 'restaurant', row.id, 'restaurant_offline') } : null;
    const requirements = Object.fromEntries(PUBLICATION_REQUIREMENTS.map((k) => [k, Boolean(row[k])])) as Record<PublicationRequirement, boolean>;
    return {
      restaurantId: row.id, idUrl: row.id_url, status: row.status, requirements, complete: PUBLICATION_REQUIREMENTS.every((k) => requirements[k]),
      subscriptionActive: await this.subscriptionActive(ctx, row.id), pendingSince: pending?.requestedAt ?? null, rejectionReason: rejected?.reason ?? null,
      previewPath: previewPath(ctx, row),
    };
  }

  /** Sends the request: the restaurant waits for the moderation (status pending), in one transaction. */
  async send(ctx: RequestContext, userId: number, ref: string | number): Promise<string> {
    return withTransaction(ctx, async (tx) => {
      const row = await this.owned(tx, userId, ref, true);
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

  /**
   * The moderation's decision on a waiting request (issue 13; the admin area calls it): accepted, the restaurant is
   * published (date_published kept from an earlier publication, else now) once SPEC §5 is checked again; rejected, it
   * says why. Request and restaurant change in one transaction; the owner is e-mailed after it commits.
   */
  async decide(ctx: RequestContext, deciderId: number, requestId: number, decision: PublicationDecision): Promise<DecidedRequest> {
    const reason = decision.accept ? null : decision.reason.trim();
    if (!decision.accept) {
      const invalid = checkRejectionReason(decision.reason);
      if (invalid) throw new ServiceError('INVALID_INPUT', invalid, 'reason');
    }
    const decided = await withTransaction(ctx, async (tx) => {
      const target = await lockDecisionTarget(tx.db, requestId);
      if (!target) throw new ServiceError('NOT_FOUND', PUBLICATION_DECISION_MESSAGES.requestNotFound);
      if (target.status !== 'pending') throw new ServiceError('CONFLICT', PUBLICATION_DECISION_MESSAGES.notPending);
      if (decision.accept) {
        const row = (await publicationState(tx.db, target.restaurant_id))!;
        if (PUBLICATION_REQUIREMENTS.some((k) => !row[k])) throw new ServiceError('INCOMPLETE', PUBLICATION_DECISION_MESSAGES.incompleteNow);
      }
      await repository(tx, PublicationRequestEntity).update({ id: requestId }, { status: decision.accept ? 'accepted' : 'rejected', decidedAt: () => 'now()', decidedBy: deciderId, reason });
      await changeRestaurantStatus(tx.db, target.restaurant_id, decision.accept ? 'published' : 'rejected', decision.accept ? { datePublished: 'first-publication' } : {});
      await appendLogEntry(tx.db, {
        actorId: deciderId, action: decision.accept ? 'publication_accepted' : 'publication_rejected', targetKind: 'restaurant',
        targetId: target.restaurant_id, targetLabel: target.name, reason,
      });
      return target;
    });
    const dashboardUrl = `${ctx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}`;
    const firstName = decided.owner_first_name ?? '';
    const mail: MailContent = decision.accept
      ? publicationAcceptedMail({ firstName, restaurantName: decided.name, pageUrl: `${ctx.config.publicUrl}${restaurantPath(decided.city_slug, decided.name, decided.id_url)}`, dashboardUrl })
      : publicationRejectedMail({ firstName, restaurantName: decided.name, reason: reason!, dashboardUrl });
    if (decided.owner_email) await ctx.mailer.send({ to: decided.owner_email, ...mail });
    return { requestId, restaurantId: decided.restaurant_id, idUrl: decided.id_url, status: decision.accept ? 'accepted' : 'rejected', reason };
  }
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

export type PublicationDecision = { accept: true } | { accept: false; reason: string };
export interface DecidedRequest { requestId: number; restaurantId: number; idUrl: string; status: 'accepted' | 'rejected'; reason: string | null }
