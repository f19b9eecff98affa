import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { statisticsService } from './statistics.service.js';
import { Statistics, StatisticsArgs, STATISTICS_ERRORS, StatisticsResult } from './statistics.type.js';

/** /statistiques and the dashboard's figures (issue 12): thin adapter over statisticsService. */
@Resolver()
export class StatisticsResolver {
  @Authorized('restaurateur')
  @Query(() => StatisticsResult, { description: 'Les statistiques du restaurant du restaurateur connecté sur 7, 30 ou 90 jours, et la période précédente' })
  myStatistics(@Ctx() ctx: RequestContext, @Args(() => StatisticsArgs) { idUrl, days }: StatisticsArgs): Promise<typeof StatisticsResult> {
    return unionResult(STATISTICS_ERRORS, async () => Object.assign(new Statistics(), await statisticsService.forOwner(ctx, idUrl, days)));
  }
}
