import { BEST_RATED_LIMIT, OTHER_CITIES_LIMIT } from '../../../../common/constants.js';
import type { Db } from '../../db/transaction.js';
import { CARD_COLUMNS, type CardRow } from '../restaurants/index.js';

export interface CityStatsRow { restaurant_count: number; average_price: number | null; average_rating: number | null; review_count: number; new_count: number }
export interface NeighbourRow { name: string; slug: string; distance_km: number }
export interface CitySuggestionRow { name: string; slug: string; postcodes: string[]; lat: number; lng: number }

/** Figures of a commune's published restaurants (city page), or of the whole département's (cityId null: home). */
export async function cityStats(db: Db, cityId: number | null): Promise<CityStatsRow> {
  const [row]: CityStatsRow[] = await db.query(
    `SELECT count(*)::int AS restaurant_count, round(avg(average_price))::int AS average_price,
            round(avg(NULLIF(rating, 0)), 1)::float8 AS average_rating, coalesce(sum(review_count), 0)::int AS review_count,
            count(*) FILTER (WHERE date_published > now() - interval '14 days')::int AS new_count
     FROM restaurant WHERE status = 'published' AND ($1::int IS NULL OR city_id = $1)`, [cityId]);
  return row;
}

/**
 * The best-rated published restaurants of a commune (or of the département: cityId null) that have reviews: chosen by
 * ranking score (a 5 from one review does not beat a 4.8 from forty), shown by rating, as the list's stars read.
 */
export function bestRatedIn(db: Db, cityId: number | null): Promise<CardRow[]> {
  return db.query(
    `SELECT * FROM (
       SELECT ${CARD_COLUMNS}, r.ranking_score AS ranking_score_ FROM restaurant r JOIN city c ON c.id = r.city_id
       WHERE r.status = 'published' AND ($1::int IS NULL OR r.city_id = $1) AND r.review_count > 0
       ORDER BY r.ranking_score DESC, r.review_count DESC, r.id LIMIT $2) best
     ORDER BY rating DESC, review_count DESC, ranking_score_ DESC, id`, [cityId, BEST_RATED_LIMIT]);
}

export interface CityLinkRow { name: string; slug: string }

/** The communes with the most published restaurants (home's « communes » block). */
export function busiestCities(db: Db): Promise<CityLinkRow[]> {
  return db.query(
    `SELECT c.name, c.slug FROM city c JOIN restaurant r ON r.city_id = c.id AND r.status = 'published'
     GROUP BY c.id ORDER BY count(*) DESC, c.population DESC, c.slug LIMIT $1`, [OTHER_CITIES_LIMIT]);
}

/** The nearest other communes that have published restaurants. */
export function neighboursOf(db: Db, city: { id: number; lat: number; lng: number }): Promise<NeighbourRow[]> {
  return db.query(
    `SELECT c.name, c.slug, mijote_distance_km($1, $2, c.lat, c.lng) AS distance_km FROM city c
     WHERE c.id <> $3 AND EXISTS (SELECT 1 FROM restaurant r WHERE r.city_id = c.id AND r.status = 'published')
     ORDER BY distance_km LIMIT $4`, [city.lat, city.lng, city.id, OTHER_CITIES_LIMIT]);
}

/** Communes whose name (unaccented, lower case, hyphens or spaces) or first postcode matches; those starting with it first. */
export function matchingCities(db: Db, like: string, limit: number): Promise<CitySuggestionRow[]> {
  return db.query(
    `SELECT name, slug, postcodes, lat, lng FROM city
     WHERE name_key LIKE $1 OR replace(name_key, '-', ' ') LIKE $1 OR postcodes[1] LIKE $3
     ORDER BY (name_key LIKE $2 OR replace(name_key, '-', ' ') LIKE $2) DESC, population DESC, name LIMIT $4`,
    [`%${like}%`, `${like}%`, `${like}%`, limit]);
}

export interface AddressCityRow { id: number; name: string }

/**
 * The commune of a restaurant address: one whose postcodes hold the address's, the one named like the address's city
 * first (several communes share a postcode), then the most populated (registration and the restaurateur's information page).
 */
export async function cityForAddress(db: Db, postalCode: string, cityName: string): Promise<AddressCityRow | undefined> {
  const rows: AddressCityRow[] = await db.query(
    `SELECT id, name FROM city WHERE postcodes @> ARRAY[$1]::text[]
     ORDER BY (name_key = mijote_unaccent($2)) DESC, population DESC, id LIMIT 1`, [postalCode, cityName.trim()]);
  return rows[0];
}
