/**
 * The vocabulary of the restaurant filters (a copy of the product's data file, kept without its `_about` note, which
 * the client would download for nothing), in display order. `summaryPriority` lists the labels shown first in a
 * restaurant's filter summary (at most 7 labels shown); `shownBeforeMore` is how many entries a group shows before
 * 'Voir plus'.
 */
import vocabulary from './data/filters-fr.json' with { type: 'json' };
import { slugify } from './slug.js';

export interface FilterGroup {
  key: string;
  title: string;
  labels: string[];
  shownBeforeMore?: number;
  slider?: { min: number; max: number; step: number; minGap?: number; maxLabel?: string; default?: number; unit?: string };
}

const groups = vocabulary.groups as FilterGroup[];
const labelGroups = groups.filter((g) => !g.slider);

/** Labels of the star group mean a minimum rating, not a stored filter. */
export const STAR_LABELS: Record<string, number> = { '5 étoiles': 5, '4 étoiles': 4, '3 étoiles': 3 };

export const filterVocabulary = {
  groups,
  shortcuts: vocabulary.shortcuts,
  sort: vocabulary.sort,
  summaryPriority: vocabulary.summaryPriority,
  group(key: string): FilterGroup & { labels: string[] } {
    const g = groups.find((x) => x.key === key);
    if (!g) throw new Error(`Groupe de filtres inconnu : ${key}`);
    return { ...g, labels: g.labels ?? [] };
  },
  /** Every label that is stored as a filter row (types and cuisines included, star labels excluded). */
  storedFilters(): { groupKey: string; label: string; slug: string; position: number }[] {
    const out: { groupKey: string; label: string; slug: string; position: number }[] = [];
    for (const g of labelGroups) {
      if (g.key === 'rating') continue;
      g.labels.forEach((label, position) => out.push({ groupKey: g.key, label, slug: slugify(`${g.key}-${label}`), position }));
    }
    return out;
  },
  isKnownLabel(label: string): boolean {
    return label in STAR_LABELS || vocabulary.shortcuts.includes(label) || labelGroups.some((g) => g.labels.includes(label));
  },
};

/** SPEC §2: the summary shows at most 7 labels, the priority list first. */
export function filterSummary(labels: readonly string[], limit = 7): string[] {
  const priority = vocabulary.summaryPriority.filter((l) => labels.includes(l));
  const rest = labels.filter((l) => !priority.includes(l));
  return [...priority, ...rest].slice(0, limit);
}
