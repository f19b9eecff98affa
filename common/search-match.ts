import { filterVocabulary } from './filters.js';
import { searchKey } from './slug.js';

/**
 * What the search box matches beyond restaurant names (issue 15): the labels of the filter vocabulary (types, cuisines,
 * diets, options…) and the dishes of published menus, accent- and case-insensitive. The server searches with it; the
 * suggestions under the box say which of them matched.
 */

/** Below this many characters the box matches names only: « a » would match half the vocabulary (and trigram indexes need 3). */
const TERM_MIN_LENGTH = 3;

export type SuggestionKind = 'NAME' | 'TYPE' | 'CUISINE' | 'FILTER' | 'DISH';

/** At most this many suggestions of each kind: names, then vocabulary labels, then dishes. */
export const SUGGESTIONS_PER_KIND = 4;

/**
 * What the box's text is matched with: its accent-free lower-case form, without the ending vowels and plural of its last
 * word when at least 4 letters stay (« pizzas » → « pizz », so « pizza » finds « Pizzeria »; « crêpe » finds
 * « Crêperie »). Texts under TERM_MIN_LENGTH are matched as typed, against names only.
 */
export function searchPattern(text: string): { key: string; pattern: string; terms: boolean } {
  const key = searchKey(text);
  if (key.length < TERM_MIN_LENGTH) return { key, pattern: key, terms: false };
  const stem = key.replace(/(?:[aeiouy]+s?|[sx])$/, '');
  return { key, pattern: stem.length >= 4 ? stem : key, terms: true };
}

/**
 * The vocabulary labels (stored filters) one of whose words, accent-free and lower-case, starts with the text's pattern
 * (« pizza » → Pizzeria, « sans » → Sans gluten); not in the middle of a word (« art » is not « Carte bancaire »).
 */
export function matchingLabels(text: string): { groupKey: string; label: string }[] {
  const { pattern, terms } = searchPattern(text);
  if (!terms) return [];
  const starts = (label: string) => ` ${searchKey(label).replace(/[-'’]/g, ' ')}`.includes(` ${pattern}`);
  return filterVocabulary.storedFilters().filter((f) => starts(f.label)).map(({ groupKey, label }) => ({ groupKey, label }));
}

/** The kind of suggestion a vocabulary label gives. */
export function labelKind(groupKey: string): SuggestionKind {
  return groupKey === 'type' ? 'TYPE' : groupKey === 'cuisine' ? 'CUISINE' : 'FILTER';
}

/** What a suggestion says it matched: « Pizzeria — type de restaurant », « Tiramisu — à la carte de 3 restaurants ». */
export function suggestionLine(s: { kind: SuggestionKind; text: string; groupKey?: string | null; count?: number; city?: string | null }): string {
  switch (s.kind) {
    case 'NAME':
      return s.city ? `${s.text} — restaurant à ${s.city}` : `${s.text} — restaurant`;
    case 'TYPE':
      return `${s.text} — type de restaurant`;
    case 'CUISINE':
      return `${s.text} — cuisine`;
    case 'FILTER': {
      const title = s.groupKey ? filterVocabulary.groups.find((g) => g.key === s.groupKey)?.title : null;
      return title ? `${s.text} — ${title.charAt(0).toLowerCase()}${title.slice(1)}` : s.text;
    }
    case 'DISH':
      return `${s.text} — à la carte de ${s.count ?? 0} restaurant${(s.count ?? 0) > 1 ? 's' : ''}`;
  }
}
