import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { tierLabelOf, toKeyView, toRequestView } from './partner-keys.mapper.js';
import { partnerKeyService } from './partner-keys.service.js';
import {
  DECIDE_KEY_ERRORS, DecidePartnerKeyRequestResult, ISSUE_KEY_ERRORS, IssuePartnerKeyResult, PartnerKeyApprovalInput, PartnerKeyInput, PartnerKeyIssued,
  PartnerKeyRefusalInput, PartnerKeyRequestDecided, PartnerKeyRequested, PartnerKeyRequestInput, PartnerKeyRequestView, PartnerKeyRevealed, PartnerKeyView,
  REQUEST_KEY_ERRORS, REVEAL_KEY_ERRORS, REVOKE_KEY_ERRORS, RequestPartnerKeyResult, RevealPartnerKeyResult, RevokePartnerKeyResult,
} from './partner-keys.type.js';

/** Partner keys (issue 29, docs/adr/0047): the public request and one-time reveal, area 1's lists and decisions. Thin over partnerKeyService. */
@Resolver()
export class PartnerKeysResolver {
  @Mutation(() => RequestPartnerKeyResult, { description: 'Demande une clé d’API partenaire (examinée par l’équipe, réponse par e-mail)' })
  requestPartnerKey(@Ctx() ctx: RequestContext, @Arg('input', () => PartnerKeyRequestInput) input: PartnerKeyRequestInput): Promise<typeof RequestPartnerKeyResult> {
    return unionResult(REQUEST_KEY_ERRORS, async () => Object.assign(new PartnerKeyRequested(), { message: await partnerKeyService.request(ctx, input) }));
  }

  @Mutation(() => RevealPartnerKeyResult, { description: 'Affiche, une seule fois, la clé d’une demande acceptée (le lien personnel de l’e-mail)' })
  revealPartnerKey(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string): Promise<typeof RevealPartnerKeyResult> {
    return unionResult(REVEAL_KEY_ERRORS, async () => {
      const r = await partnerKeyService.reveal(ctx, token);
      return Object.assign(new PartnerKeyRevealed(), { name: r.name, tierLabel: tierLabelOf(r.tier), secret: r.secret });
    });
  }

  @Authorized('admin')
  @Query(() => [PartnerKeyView], { description: 'Les clés d’API partenaires, actives d’abord' })
  async partnerKeys(@Ctx() ctx: RequestContext): Promise<PartnerKeyView[]> {
    return (await partnerKeyService.keys(ctx)).map(toKeyView);
  }

  @Authorized('admin')
  @Query(() => [PartnerKeyRequestView], { description: 'Les demandes de clé : celles qui attendent, puis les dernières traitées' })
  async partnerKeyRequests(@Ctx() ctx: RequestContext): Promise<PartnerKeyRequestView[]> {
    return (await partnerKeyService.requests(ctx)).map(toRequestView);
  }

  @Authorized('admin')
  @Mutation(() => DecidePartnerKeyRequestResult, { description: 'Accepte une demande : le demandeur reçoit un lien qui affiche sa clé une fois' })
  approvePartnerKeyRequest(@Ctx() ctx: RequestContext, @Arg('input', () => PartnerKeyApprovalInput) input: PartnerKeyApprovalInput): Promise<typeof DecidePartnerKeyRequestResult> {
    return unionResult(DECIDE_KEY_ERRORS, async () => Object.assign(new PartnerKeyRequestDecided(), {
      request: toRequestView(await partnerKeyService.approve(ctx, input.requestId, input.tier, input.origins)), message: 'Demande acceptée : le lien de la clé est parti par e-mail.',
    }));
  }

  @Authorized('admin')
  @Mutation(() => DecidePartnerKeyRequestResult, { description: 'Refuse une demande ; le motif est envoyé au demandeur' })
  refusePartnerKeyRequest(@Ctx() ctx: RequestContext, @Arg('input', () => PartnerKeyRefusalInput) input: PartnerKeyRefusalInput): Promise<typeof DecidePartnerKeyRequestResult> {
    return unionResult(DECIDE_KEY_ERRORS, async () => Object.assign(new PartnerKeyRequestDecided(), {
      request: toRequestView(await partnerKeyService.refuse(ctx, input.requestId, input.reason)), message: 'Demande refusée : le motif est parti par e-mail.',
    }));
  }

  @Authorized('admin')
  @Mutation(() => IssuePartnerKeyResult, { description: 'Crée une clé directement ; elle n’est montrée qu’une fois' })
  createPartnerKey(@Ctx() ctx: RequestContext, @Arg('input', () => PartnerKeyInput) input: PartnerKeyInput): Promise<typeof IssuePartnerKeyResult> {
    return unionResult(ISSUE_KEY_ERRORS, async () => {
      const { key, secret } = await partnerKeyService.create(ctx, input);
      return Object.assign(new PartnerKeyIssued(), { key: toKeyView(key), secret });
    });
  }

  @Authorized('admin')
  @Mutation(() => IssuePartnerKeyResult, { description: 'Renouvelle une clé : la nouvelle est montrée une fois, l’ancienne vaut encore 7 jours' })
  rotatePartnerKey(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof IssuePartnerKeyResult> {
    return unionResult(ISSUE_KEY_ERRORS, async () => {
      const { key, secret } = await partnerKeyService.rotate(ctx, id);
      return Object.assign(new PartnerKeyIssued(), { key: toKeyView(key), secret });
    });
  }

  @Authorized('admin')
  @Mutation(() => RevokePartnerKeyResult, { description: 'Révoque une clé : elle est refusée aussitôt, sur chaque instance' })
  revokePartnerKey(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof RevokePartnerKeyResult> {
    return unionResult(REVOKE_KEY_ERRORS, async () => toKeyView(await partnerKeyService.revoke(ctx, id)));
  }
}
