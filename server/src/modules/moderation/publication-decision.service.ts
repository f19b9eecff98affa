import { PUBLICATION_DECISION_MESSAGES, rejectionText, type PublicationRejectionReason } from '../../../../common/publication-rules.js';
import { toDbId } from '../../../../common/input-rules.js';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../common/page-addresses.js';
import { restaurantPath } from '../../../../common/slug.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { publicationAcceptedMail, publicationRejectedMail, queueMail, type MailContent } from '../mail/index.js';
import { recordDecision, waitingRequests, type WaitingRequest } from '../publication/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { appendLogEntry } from './moderation-log.queries.js';

/** Requests area 2 shows at once (the oldest; a decision brings the next ones). */
const QUEUE_LIMIT = 50;

type PublicationDecision = { accept: true } | { accept: false; reason: string };
interface DecidedRequest { requestId: number; restaurantId: number; idUrl: string; status: 'accepted' | 'rejected'; reason: string | null }

/** Area 2 of the administration (issue 13): the publication requests, oldest first, and the decision on each. */
class PublicationDecisionService {
  queue(ctx: RequestContext): Promise<WaitingRequest[]> {
    return waitingRequests(ctx, QUEUE_LIMIT);
  }

  /** Accepts, or rejects for one of the listed grounds with details (their shape checked by the transport: PublicationDecisionInput). */
  async decideRequest(ctx: RequestContext, input: { requestId: number; accept: boolean; reason?: string | null; details?: string | null }): Promise<DecidedRequest> {
    const requestId = toDbId(input.requestId);
    if (requestId === null) throw new ServiceError('NOT_FOUND', PUBLICATION_DECISION_MESSAGES.requestNotFound);
    if (input.accept) return this.decide(ctx, ctx.viewer!.id, requestId, { accept: true });
    return this.decide(ctx, ctx.viewer!.id, requestId, { accept: false, reason: rejectionText(input.reason as PublicationRejectionReason, input.details ?? null) });
  }

  /**
   * The decision on a waiting request: the publication module records it (request and restaurant), the log keeps it, in
   * one transaction with the owner's e-mail (sent once it commits).
   */
  async decide(ctx: RequestContext, deciderId: number, requestId: number, decision: PublicationDecision): Promise<DecidedRequest> {
    const reason = decision.accept ? null : decision.reason.trim();
    const decided = await withTransaction(ctx, async (tx) => {
      const target = await recordDecision(tx, deciderId, requestId, decision.accept, reason);
      await appendLogEntry(tx.db, {
        actorId: deciderId, action: decision.accept ? 'publication_accepted' : 'publication_rejected', targetKind: 'restaurant',
        targetId: target.restaurant_id, targetLabel: target.name, reason,
      });
      const dashboardUrl = `${ctx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}`;
      const firstName = target.owner_first_name ?? '';
      const mail: MailContent = decision.accept
        ? publicationAcceptedMail({ firstName, restaurantName: target.name, pageUrl: `${ctx.config.publicUrl}${restaurantPath(target.city_slug, target.name, target.id_url)}`, dashboardUrl })
        : publicationRejectedMail({ firstName, restaurantName: target.name, reason: reason!, dashboardUrl });
      if (target.owner_email) await queueMail(tx, { to: target.owner_email, ...mail });
      return target;
    });
    return { requestId, restaurantId: decided.restaurant_id, idUrl: decided.id_url, status: decision.accept ? 'accepted' : 'rejected', reason };
  }
}

export const publicationDecisionService = new PublicationDecisionService();
