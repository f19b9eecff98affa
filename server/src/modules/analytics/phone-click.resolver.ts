import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { phoneClickService } from './phone-click.service.js';
import { PHONE_CLICK_ERRORS, PhoneClickOutcome, PhoneClickResult } from './phone-click.type.js';

@Resolver()
export class PhoneClickResolver {
  @Mutation(() => PhoneClickOutcome, { description: 'Compte un clic sur le téléphone, une fois par session et par restaurant' })
  async reportPhoneClick(
    @Ctx() ctx: RequestContext,
    @Arg('idUrl', () => String) idUrl: string,
    @Arg('sessionId', () => String, { nullable: true }) sessionId?: string | null,
  ): Promise<typeof PhoneClickOutcome> {
    return unionResult(PHONE_CLICK_ERRORS, async () => {
      return Object.assign(new PhoneClickResult(), await phoneClickService.report(ctx, idUrl, sessionId));
    });
  }
}
