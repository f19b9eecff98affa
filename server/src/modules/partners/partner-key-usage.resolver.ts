import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { keyUsageOf } from './partner-key-usage.js';
import { PartnerKeyUsageView } from './partner-key-usage.type.js';
import { toUsageView } from './partner-keys.mapper.js';

/** A partner key's usage for area 1 (docs/adr/0052). Thin over keyUsageOf. */
@Resolver()
export class PartnerKeyUsageResolver {
  @Authorized('admin')
  @Query(() => PartnerKeyUsageView, { description: 'L’usage d’une clé partenaire par jour et par opération (une clé inconnue n’a rien utilisé)' })
  async partnerKeyUsage(
    @Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('days', () => Int, { defaultValue: 30, description: 'De 1 à 90 jours' }) days: number,
  ): Promise<PartnerKeyUsageView> {
    return toUsageView(await keyUsageOf(ctx, id, days));
  }
}
