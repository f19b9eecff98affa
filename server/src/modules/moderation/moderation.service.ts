import { checkRejection, PUBLICATION_DECISION_MESSAGES, rejectionText, type PublicationRejectionReason } from '../../../../common/publication-rules.js';
import { toDbId } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { publicationService } from '../publication/publication.instance.js';
import { waitingRequests, type DecidedRequest, type WaitingRequest } from '../publication/publication.service.js';
import { ServiceError } from '../shared/service-errors.js';

/** Requests area 2 shows at once (the oldest; a decision brings the next ones). */
export const QUEUE_LIMIT = 50;

/** Area 2 of the administration (issue 13): the publication requests, oldest first, and the decision on each. */
export class ModerationService {
  queue(ctx: RequestContext): Promise<WaitingRequest[]> {
    return waitingRequests(ctx, QUEUE_LIMIT);
  }

  /** Accepts, or rejects for one of the listed grounds with details; publicationService.decide logs it with the decision. */
  async decidePublication(ctx: RequestContext, input: { requestId: number; accept: boolean; reason?: string | null; details?: string | null }): Promise<DecidedRequest> {
    const requestId = toDbId(input.requestId);
    if (requestId === null) throw new ServiceError('NOT_FOUND', PUBLICATION_DECISION_MESSAGES.requestNotFound);
    if (input.accept) return publicationService.decide(ctx, ctx.viewer!.id, requestId, { accept: true });
    const problem = checkRejection(input.reason, input.details);
    if (problem) throw new ServiceError('INVALID_INPUT', problem, 'reason');
    return publicationService.decide(ctx, ctx.viewer!.id, requestId, { accept: false, reason: rejectionText(input.reason as PublicationRejectionReason, input.details ?? null) });
  }
}

export const moderationService = new ModerationService();
