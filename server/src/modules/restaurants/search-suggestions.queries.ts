import type { Db } from '../../db/transaction.js';

/** One suggestion row: a restaurant's name, a vocabulary label (by filter id) or a dish with how many restaurants have it. */
export interface SuggestionRow {
  kind: 'NAME' | 'LABEL' | 'DISH';
  text: string | null;
  filter_id: number | null;
  count: number | null;
  city: string | null;
}

/** Where the suggestions look: the search's commune, or a circle around the visitor, or the whole department. */
export type SuggestionScope = { citySlug: string } | { lat: number; lng: number; radiusKm: number } | null;

/**
 * The search box's suggestions in one statement (issue 15): names (those starting with the text first, then by the
 * ranking), the first of the given vocabulary labels that some restaurant of the scope has (an EXISTS: no count is shown
 * for them), and the dishes shown on published menus grouped by their accent-free form (shown in a spelling not all in capitals when
 * there is one) with the number of restaurants serving them, the most common first. Each part reads its own index
 * (name trigrams, search_keys, dish trigrams).
 */
export function suggestionRows(db: Db, q: { like: string; prefix: string; filterIds: number[]; dishes: boolean }, scope: SuggestionScope, perKind: number): Promise<SuggestionRow[]> {
  const params: unknown[] = [q.like, q.prefix, q.filterIds, perKind, q.dishes];
  let where = '';
  if (scope && 'citySlug' in scope) {
    params.push(scope.citySlug);
    where = `AND r.city_id = (SELECT id FROM city WHERE slug = $${params.length})`;
  } else if (scope) {
    params.push(scope.lat, scope.lng, scope.radiusKm);
    where = `AND mijote_distance_km($${params.length - 2}, $${params.length - 1}, r.lat, r.lng) <= $${params.length}`;
  }
  return db.query(
    `WITH names AS (
       SELECT 'NAME' AS kind, text, NULL::int AS filter_id, NULL::int AS count, city, row_number() OVER (ORDER BY first DESC, score DESC, id) AS pos
       FROM (SELECT r.name AS text, c.name AS city, r.name_key LIKE $2 AS first, r.ranking_score AS score, r.id
             FROM restaurant r JOIN city c ON c.id = r.city_id
             WHERE r.status = 'published' AND r.name_key LIKE $1 ${where}
             ORDER BY first DESC, score DESC, r.id LIMIT $4) n),
     labels AS (
       SELECT 'LABEL' AS kind, NULL::text AS text, f.id AS filter_id, NULL::int AS count, NULL::text AS city, f.n AS pos
       FROM unnest($3::int[]) WITH ORDINALITY f(id, n)
       WHERE EXISTS (SELECT 1 FROM restaurant r WHERE r.status = 'published' AND r.search_keys @> ARRAY[f.id] ${where})
       ORDER BY pos LIMIT $4),
     dishes AS (
       SELECT 'DISH' AS kind, text, NULL::int AS filter_id, count, NULL::text AS city, row_number() OVER (ORDER BY count DESC, key) AS pos
       FROM (SELECT d.name_key AS key, (array_agg(d.name ORDER BY d.name = upper(d.name), d.name))[1] AS text,
               count(DISTINCT s.restaurant_id)::int AS count
             FROM menu_dish d JOIN menu_section s ON s.id = d.section_id JOIN menu m ON m.restaurant_id = s.restaurant_id AND m.interactive
             WHERE $5 AND d.name_key LIKE $1
               AND EXISTS (SELECT 1 FROM restaurant r WHERE r.id = s.restaurant_id AND r.status = 'published' ${where})
             GROUP BY d.name_key ORDER BY count DESC, d.name_key LIMIT $4) g)
     SELECT kind, text, filter_id, count, city FROM (
       SELECT 1 AS part, * FROM names UNION ALL SELECT 2, * FROM labels UNION ALL SELECT 3, * FROM dishes) x
     ORDER BY part, pos`,
    params,
  );
}
