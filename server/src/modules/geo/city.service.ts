import { SUGGESTION_LIMIT } from '../../../../common/constants.js';
import { MESSAGES } from '../../../../common/validation.js';
import { searchKey } from '../../../../common/slug.js';
import { likeEscaped } from '../../db/like-pattern.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { bestRatedIn, busiestCities, cityStats, matchingCities, neighboursOf, type CitySuggestionRow } from './city.queries.js';

class CityService {
  /** Statistics, best-rated restaurants and neighbouring communes of a city page. */
  async page(ctx: RequestContext, slug: string) {
    const city = await ctx.loaders.cityBySlug.load(slug);
    if (!city) throw new ServiceError('NOT_FOUND', MESSAGES.cityUnknown, 'slug');
    return { city, stats: await cityStats(ctx.db, city.id), best: await bestRatedIn(ctx.db, city.id), others: await neighboursOf(ctx.db, city) };
  }

  /** The département's block (home and nearby pages): its figures, best-rated restaurants and busiest communes. */
  async departmentPage(ctx: RequestContext) {
    const [stats, best, cities] = await Promise.all([cityStats(ctx.db, null), bestRatedIn(ctx.db, null), busiestCities(ctx.db)]);
    return { stats, best, cities };
  }

  /** City suggestions: at most 5 (10 for the address fallback), names starting with the text first, then by population. */
  async suggestions(ctx: RequestContext, text: string, limit = SUGGESTION_LIMIT): Promise<CitySuggestionRow[]> {
    const key = text.trim();
    if (!key) return [];
    const like = likeEscaped(searchKey(key));
    return matchingCities(ctx.db, like, limit);
  }
}

export const cityService = new CityService();
