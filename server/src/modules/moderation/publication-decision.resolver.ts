import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { publicationDecisionService } from './publication-decision.service.js';
import { DECIDE_PUBLICATION_ERRORS, DecidePublicationResult, PublicationDecided, PublicationDecisionInput, WaitingPublication } from './publication-decision.type.js';

/** Area 2 (/a/<ADMIN_MODERATION_PATH>): the publication requests, thin over publicationDecisionService, admin only. */
@Resolver()
export class PublicationDecisionResolver {
  @Authorized('admin')
  @Query(() => [WaitingPublication], { description: 'Les demandes de publication en attente, les plus anciennes d’abord' })
  async publicationQueue(@Ctx() ctx: RequestContext): Promise<WaitingPublication[]> {
    return (await publicationDecisionService.queue(ctx)).map((r) => Object.assign(new WaitingPublication(), r));
  }

  @Authorized('admin')
  @Mutation(() => DecidePublicationResult, { description: 'Accepte ou refuse une demande de publication ; le restaurateur est prévenu par e-mail, la décision est journalisée' })
  decidePublication(@Ctx() ctx: RequestContext, @Arg('input', () => PublicationDecisionInput) input: PublicationDecisionInput): Promise<typeof DecidePublicationResult> {
    return unionResult(DECIDE_PUBLICATION_ERRORS, async () => {
      const d = await publicationDecisionService.decideRequest(ctx, input);
      return Object.assign(new PublicationDecided(), { requestId: d.requestId, idUrl: d.idUrl, status: d.status, reason: d.reason });
    });
  }
}
