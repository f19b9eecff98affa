import { parisDayOf } from '../../../../common/french-dates.js';
import { parisToday } from '../../../../common/search.js';
import {
  analyticsRecord, addDays, EMPTY_COUNTS, periodDays, sumCounts, type AnalyticsRecord, type StatCounts, type StatPeriod,
} from '../../../../common/statistics-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { restaurantService } from '../restaurants/index.js';
import { statDays } from './analytics.queries.js';

interface StatTotals extends StatCounts, AnalyticsRecord {}
interface Statistics {
  idUrl: string; period: number; firstDay: string; lastDay: string;
  /** Every day of the period, oldest first, zeros where nothing was counted. */
  days: (StatCounts & { day: string })[];
  /** The period before, day by day in the same order (for the comparison). */
  previousDays: (StatCounts & { day: string })[];
  current: StatTotals; previous: StatTotals;
}

/** The statistics of /statistiques and of the dashboard: a restaurant's figures over 7, 30 or 90 days and the period before. */
class StatisticsService {
  /** The viewer’s restaurant’s figures (restaurantService.ownedId: another account’s restaurant is FORBIDDEN); the period was checked by the transport (StatisticsArgs). */
  async forOwner(ctx: RequestContext, idUrl: string, period: number): Promise<Statistics> {
    const id = await restaurantService.ownedId(ctx, idUrl);
    return this.of(ctx, id, idUrl, period as StatPeriod);
  }

  async of(ctx: RequestContext, restaurantId: number, idUrl: string, period: StatPeriod): Promise<Statistics> {
    const lastDay = parisToday();
    const previousLast = addDays(lastDay, -period);
    const rows = new Map((await statDays(ctx.db, restaurantId, addDays(previousLast, -period + 1), lastDay)).map((r) => [r.day, r]));
    const series = (last: string) => periodDays(last, period).map((day) => {
      const { day: _day, ...counts } = rows.get(day) ?? { day, ...EMPTY_COUNTS };
      return { day, ...counts };
    });
    const days = series(lastDay);
    const previousDays = series(previousLast);
    // A period that ended before the page was first on line was not measured: its record is unknown, not zero.
    const since = await restaurantService.publishedSince(ctx, restaurantId);
    const measuredSince = since ? parisDayOf(since) : null;
    const totals = (list: (StatCounts & { day: string })[]): StatTotals => {
      const c = sumCounts(list);
      return { ...c, ...analyticsRecord(c, measuredSince !== null && list[list.length - 1].day >= measuredSince) };
    };
    return { idUrl, period, firstDay: days[0].day, lastDay, days, previousDays, current: totals(days), previous: totals(previousDays) };
  }
}

export const statisticsService = new StatisticsService();
