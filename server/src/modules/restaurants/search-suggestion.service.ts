import { SUGGESTIONS_PER_KIND, labelKind, matchingLabels, searchPattern, suggestionLine, type SuggestionKind } from '../../../../common/search-match.js';
import { DEFAULT_DISTANCE_KM } from '../../../../common/constants.js';
import type { SearchCriteria } from '../../../../common/search.js';
import { likeEscaped } from '../../db/like-pattern.js';
import { searchKey } from '../../../../common/slug.js';
import type { RequestContext } from '../../graphql/context.js';
import { suggestionRows, type SuggestionScope } from './search-suggestions.queries.js';

interface SuggestionView { kind: SuggestionKind; text: string; line: string; count: number | null }

class SearchSuggestionService {
  /**
   * What the search box's text matches, to show under it (issue 15): names first, then types, cuisines and other
   * vocabulary labels, then dishes, each saying what matched, found in the search's own commune or circle (the dishes
   * with the number of restaurants serving them there). The input's shape was checked by the transport (SuggestionArgs).
   */
  async suggestions(ctx: RequestContext, input: Pick<SearchCriteria, 'name' | 'citySlug' | 'near'>): Promise<SuggestionView[]> {
    const { key, pattern, terms } = searchPattern(input.name ?? '');
    if (!key) return [];
    // The labels starting with the text first, then in the vocabulary's order; the statement keeps the first ones a
    // restaurant of the place has.
    const labels = matchingLabels(key).sort((a, b) => Number(searchKey(b.label).startsWith(pattern)) - Number(searchKey(a.label).startsWith(pattern)));
    const labelOf = new Map(labels.flatMap((l) => ctx.catalog.filterIds([l.label]).map((id) => [id, l] as const)));
    const ids = [...labelOf.keys()];
    const scope: SuggestionScope = input.citySlug
      ? { citySlug: input.citySlug }
      : input.near ? { lat: input.near.lat, lng: input.near.lng, radiusKm: input.near.radiusKm ?? DEFAULT_DISTANCE_KM } : null;
    const rows = await suggestionRows(
      ctx.db,
      { like: `%${likeEscaped(pattern)}%`, prefix: `${likeEscaped(key)}%`, filterIds: ids, dishes: terms },
      scope,
      SUGGESTIONS_PER_KIND,
    );
    return rows.flatMap((row): SuggestionView[] => {
      if (row.kind === 'LABEL') {
        const label = labelOf.get(row.filter_id!);
        if (!label) return [];
        const kind = labelKind(label.groupKey);
        return [{ kind, text: label.label, count: row.count, line: suggestionLine({ kind, text: label.label, groupKey: label.groupKey }) }];
      }
      const kind = row.kind;
      return [{ kind, text: row.text!, count: row.count, line: suggestionLine({ kind, text: row.text!, count: row.count ?? 0, city: row.city }) }];
    });
  }
}

export const searchSuggestionService = new SearchSuggestionService();
