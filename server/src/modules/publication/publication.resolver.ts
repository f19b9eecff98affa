import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { toRestaurantRef } from '../../../../common/input-rules.js';
import { PUBLICATION_REQUIREMENTS } from '../../../../common/publication-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { publicationService } from './publication.instance.js';
import { PublicationArgs, PublicationInfo, PublicationRequirementState, PublicationSent, SEND_PUBLICATION_ERRORS, SendPublicationResult } from './publication.type.js';

@Resolver()
export class PublicationResolver {
  @Authorized('restaurateur')
  @Query(() => PublicationInfo, { description: 'Ce qui manque avant la publication (jumeau de POST /api/getInfoBeforePublication)' })
  async publicationInfo(@Ctx() ctx: RequestContext, @Args(() => PublicationArgs) { restaurant }: PublicationArgs): Promise<PublicationInfo> {
    const info = await publicationService.info(ctx, toRestaurantRef(restaurant)!);
    return Object.assign(new PublicationInfo(), {
      ...info,
      requirements: PUBLICATION_REQUIREMENTS.map((key) => Object.assign(new PublicationRequirementState(), { key, done: info.requirements[key] })),
    });
  }

  @Authorized('restaurateur')
  @Mutation(() => SendPublicationResult, { description: 'Demande la publication (jumeau de POST /api/sendPublication)' })
  sendPublication(@Ctx() ctx: RequestContext, @Args(() => PublicationArgs) { restaurant }: PublicationArgs): Promise<typeof SendPublicationResult> {
    return unionResult(SEND_PUBLICATION_ERRORS, async () => Object.assign(new PublicationSent(), { message: await publicationService.send(ctx, toRestaurantRef(restaurant)!) }));
  }
}
