import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { APPEAL_MESSAGES } from '../../../../common/appeal-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { toAppeal } from './appeal.mapper.js';
import { appealService } from './appeal.service.js';
import { APPEAL_ERRORS, AppealResult, AppealSent, MyAppeal, SUBMIT_APPEAL_ERRORS, SubmitAppealInput, SubmitAppealResult } from './appeal.type.js';

@Resolver()
export class AppealResolver {
  /** Public: the personal link is the credential (docs/adr/0041), so that a disabled account can contest too. */
  @Query(() => AppealResult, { description: 'La décision qu’un lien personnel de contestation désigne' })
  appeal(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string): Promise<typeof AppealResult> {
    return unionResult(APPEAL_ERRORS, async () => toAppeal(await appealService.byToken(ctx, token)));
  }

  @Mutation(() => SubmitAppealResult, { description: 'Conteste une décision de modération (une fois, dans les 6 mois)' })
  submitAppeal(@Ctx() ctx: RequestContext, @Arg('input', () => SubmitAppealInput) input: SubmitAppealInput): Promise<typeof SubmitAppealResult> {
    return unionResult(SUBMIT_APPEAL_ERRORS, async () => Object.assign(new AppealSent(), { message: APPEAL_MESSAGES.sent, appeal: toAppeal(await appealService.submit(ctx, input.token, input.text)) }));
  }

  @Authorized()
  @Query(() => [MyAppeal], { description: 'Les décisions de modération qui visent mon compte, avec leur lien de contestation' })
  async myAppeals(@Ctx() ctx: RequestContext): Promise<MyAppeal[]> {
    return (await appealService.mine(ctx)).map(({ row, token }) => Object.assign(new MyAppeal(), { appeal: toAppeal(row), token }));
  }
}
