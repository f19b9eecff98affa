import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { MODERATION_LOG_PAGE } from '../../../../common/moderation-rules.js';
import { toDbId } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { logEntries } from './moderation-log.queries.js';
import { toLogEntry } from './moderation.mapper.js';
import { ModerationLogEntry } from './moderation-log.type.js';

/** Both admin areas read the log; nothing in the schema writes to it but the decisions themselves. */
@Resolver()
export class ModerationLogResolver {
  @Authorized('admin')
  @Query(() => [ModerationLogEntry], { description: `Les décisions de la modération, les plus récentes d’abord (${MODERATION_LOG_PAGE} par page)` })
  async moderationLog(@Ctx() ctx: RequestContext, @Arg('before', () => Int, { nullable: true, description: 'Les entrées plus anciennes que celle-ci' }) before?: number | null): Promise<ModerationLogEntry[]> {
    const rows = await logEntries(ctx.db, MODERATION_LOG_PAGE, before === undefined || before === null ? null : toDbId(before) ?? 0);
    return rows.map(toLogEntry);
  }
}
