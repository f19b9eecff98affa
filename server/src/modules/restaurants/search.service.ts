import { DEFAULT_DISTANCE_KM, MAP_PIN_LIMIT, PAGE_SIZE } from '../../../../common/constants.js';
import { STAR_LABELS } from '../../../../common/filters.js';
import { uniqueLabels } from '../../../../common/input-rules.js';
import { weekdayOf, toMinutes } from '../../../../common/schedule.js';
import { minimumStars, parisToday, relaxedCriteria, type SearchCriteria } from '../../../../common/search.js';
import { matchingLabels, searchPattern } from '../../../../common/search-match.js';
import { MESSAGES } from '../../../../common/validation.js';
import { likeEscaped } from '../../db/like-pattern.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { cellsAround, filterCellsAround } from './geo-cells.js';
import { CARD_COLUMNS, hoursJsonSql, hoursOf, photosJsonSql, photosOf, PIN_COLUMNS, restaurantsWithDish, type CardRow, type PageExtras, type PinRow } from './restaurants.queries.js';

export interface SearchOutcome {
  rows: CardRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  closest: boolean;
  /** What the closest list left out, in French (empty unless `closest`). */
  relaxed: string[];
}

/** Every restaurant of a search as a map pin (issue 25), in the list's order, at most MAP_PIN_LIMIT. */
export interface PinsOutcome {
  rows: PinRow[];
  total: number;
  /** More restaurants matched than MAP_PIN_LIMIT: the first ones are given. */
  truncated: boolean;
  closest: boolean;
  relaxed: string[];
}

interface Place { lat: number; lng: number; radiusKm: number | null }

/** The matching set of a search as a `matched` CTE, and the list's order over it. */
interface Matched {
  b: SqlBuilder;
  /** `WITH … matched AS MATERIALIZED (…)`: later CTEs follow it after a comma. */
  with: string;
  order: string[];
}

/** Builds one parameterised SQL statement for a search; every criterion is an index-backed predicate. */
class SqlBuilder {
  readonly params: unknown[] = [];
  readonly where: string[] = [`r.status = 'published'`];
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}


/**
 * The search box's text (issue 15): the name, or a vocabulary label (type, cuisine, diet…: matched here against the
 * catalogue, then looked up in the GIN index of search_keys), or a dish of the restaurant's menu (trigram index of
 * menu_dish.name_key). Each branch is index-backed; the planner ORs their bitmaps.
 */
function textMatch(ctx: RequestContext, b: SqlBuilder, text: string, like: string, terms: boolean): string {
  const branches = [`r.name_key LIKE ${like}`];
  if (!terms) return branches[0];
  const ids = ctx.catalog.filterIds(matchingLabels(text).map((f) => f.label));
  if (ids.length) branches.push(`r.search_keys && ${b.p(ids)}::int[]`);
  branches.push(`r.id = ANY (ARRAY(${restaurantsWithDish(like)}))`);
  return branches.join(' OR ');
}

export class RestaurantSearchService {
  /**
   * Search of DESIGN §5: a page of 30 with the total; when nothing matches, the closest list, flagged. The criteria's
   * shape was checked by the transport (SearchInput's IsSearchCriterion, validateInput for REST getResto).
   */
  async search(ctx: RequestContext, criteria: SearchCriteria): Promise<SearchOutcome> {
    const page = criteria.page ?? 1;
    const place = await this.placeOf(ctx, criteria);
    if (criteria.citySlug && !place) throw new ServiceError('NOT_FOUND', MESSAGES.cityUnknown, 'citySlug');

    const found = await this.run(ctx, criteria, place, page);
    if (found.total > 0 || page > 1) return found;
    return this.closest(criteria, place, (c, p) => this.run(ctx, c, p, 1));
  }

  /**
   * The map's pins (issue 25): every restaurant of the same search (criteria and closest list alike), light rows in the
   * list's order, at most MAP_PIN_LIMIT. The page does not matter.
   */
  async pins(ctx: RequestContext, criteria: SearchCriteria): Promise<PinsOutcome> {
    const place = await this.placeOf(ctx, criteria);
    if (criteria.citySlug && !place) throw new ServiceError('NOT_FOUND', MESSAGES.cityUnknown, 'citySlug');
    const found = await this.runPins(ctx, criteria, place);
    if (found.total > 0) return found;
    return this.closest(criteria, place, (c, p) => this.runPins(ctx, c, p));
  }

  /** Relax everything but the place; then, if the place is still empty, the nearest restaurants without a radius. */
  private async closest<T extends { total: number; closest: boolean; relaxed: string[] }>(
    criteria: SearchCriteria,
    place: Place | null,
    run: (c: SearchCriteria, place: Place | null) => Promise<T>,
  ): Promise<T> {
    const relaxed: SearchCriteria = { citySlug: criteria.citySlug, near: criteria.near, sort: criteria.sort, page: 1 };
    let outcome = await run(relaxed, place);
    let areaWidened = false;
    if (outcome.total === 0 && place) {
      outcome = await run({ sort: 'DISTANCE', page: 1 }, { ...place, radiusKm: null });
      areaWidened = true;
    }
    const closest = outcome.total > 0;
    return { ...outcome, closest, relaxed: closest ? relaxedCriteria(criteria, areaWidened) : [] };
  }

  private async placeOf(ctx: RequestContext, c: SearchCriteria): Promise<Place | null> {
    if (c.near) return { lat: c.near.lat, lng: c.near.lng, radiusKm: c.near.radiusKm ?? DEFAULT_DISTANCE_KM };
    if (c.citySlug) {
      const city = await ctx.loaders.cityBySlug.load(c.citySlug);
      return city ? { lat: city.lat, lng: city.lng, radiusKm: null } : null;
    }
    return null;
  }

  /** The search's matching set and order: every criterion an index-backed predicate (shared by the list and the map). */
  private matched(ctx: RequestContext, c: SearchCriteria, place: Place | null): Matched {
    const b = new SqlBuilder();
    const order: string[] = [];
    let distance = 'NULL::float8';
    let prefix = 'false';
    let nameHit = 'false';
    // Filters (all required) and map cells (any) are both answered by the GIN index on search_keys.
    const keys: { all: number[]; any: number[] } = { all: [], any: [] };

    if (c.name?.trim()) {
      const { key, pattern, terms } = searchPattern(c.name);
      const like = b.p(`%${likeEscaped(pattern)}%`);
      b.where.push(`(${textMatch(ctx, b, c.name, like, terms)})`);
      prefix = `r.name_key LIKE ${b.p(`${likeEscaped(key)}%`)}`;
      order.push('prefix DESC');
      // Names containing the text as typed before names matched by its stem (« mario » before « Marie ») and before
      // restaurants found by their type, cuisine, filters or dishes (a short text matches names only, as typed).
      if (terms) {
        nameHit = `r.name_key LIKE ${b.p(`%${likeEscaped(key)}%`)}`;
        order.push('name_hit DESC');
      }
    }
    if (place) {
      distance = `mijote_distance_km(${b.p(place.lat)}, ${b.p(place.lng)}, r.lat, r.lng)`;
    }
    if (c.citySlug && !c.near) {
      b.where.push(`r.city_id = (SELECT id FROM city WHERE slug = ${b.p(c.citySlug)})`);
    } else if (place && place.radiusKm != null) {
      keys.any = cellsAround(place.lat, place.lng, place.radiusKm);
      b.where.push(`${distance} <= ${b.p(place.radiusKm)}`);
    }
    let cte = '';
    if (c.date || c.hour) {
      const day = c.date ?? parisToday();
      const wd = weekdayOf(day);
      const dayParam = b.p(day);
      cte = `special AS (SELECT coalesce(array_agg(DISTINCT restaurant_id), '{}') AS ids FROM special_date WHERE day IN (${dayParam}::date, ${dayParam}::date - 1)),`;
      if (c.hour) {
        const minute = toMinutes(c.hour);
        b.where.push(`((r.week @> ${b.p(wd * 1440 + minute)}::int AND NOT r.id = ANY(special.ids))
          OR (r.id = ANY(special.ids) AND mijote_open_at(r.id, ${dayParam}::date, ${b.p(minute)})))`);
      } else {
        b.where.push(`((r.week && int4multirange(int4range(${b.p(wd * 1440)}, ${b.p(wd * 1440 + 1440)})) AND NOT r.id = ANY(special.ids))
          OR (r.id = ANY(special.ids) AND EXISTS (SELECT 1 FROM generate_series(0, 1410, 30) m WHERE mijote_open_at(r.id, ${dayParam}::date, m))))`);
      }
    }
    const labels = uniqueLabels(c.filters).filter((l) => !(l in STAR_LABELS));
    if (labels.length) keys.all = ctx.catalog.filterIds(labels);
    if (keys.all.length && keys.any.length) {
      // Place and filters: for each filter, one of its (filter, cell) keys around the place.
      for (const perFilter of filterCellsAround(keys.all, place!.lat, place!.lng, place!.radiusKm!)) {
        b.where.push(`r.search_keys && ${b.p(perFilter)}::int[]`);
      }
    } else {
      if (keys.all.length) b.where.push(`r.search_keys @> ${b.p(keys.all)}::int[]`);
      if (keys.any.length) b.where.push(`r.search_keys && ${b.p(keys.any)}::int[]`);
    }
    const stars = minimumStars(c.filters);
    if (stars != null) b.where.push(`r.rating >= ${b.p(stars)}`);
    if (c.priceMin) b.where.push(`r.average_price >= ${b.p(c.priceMin)}`);
    if (c.priceMax != null && c.priceMax < 100) b.where.push(`r.average_price <= ${b.p(c.priceMax)}`);

    const sort = c.sort ?? 'RATING';
    if (sort === 'DISTANCE' && place) order.push('distance_km ASC');
    if (sort === 'PRICE') order.push('average_price ASC');
    order.push('ranking_score DESC', 'review_count DESC', 'id ASC');

    // The matching set is materialised on its own, so the planner picks the index lookups for it
    // (not an ordered scan hoping the LIMIT stops early); the page (or the pins) and the count come from that set.
    const sql = `WITH ${cte}
      matched AS MATERIALIZED (
        SELECT r.id, r.ranking_score, r.review_count, r.average_price, ${distance} AS distance_km, ${prefix} AS prefix, ${nameHit} AS name_hit
        FROM restaurant r${cte ? ', special' : ''}
        WHERE ${b.where.join('\n AND ')})`;
    return { b, with: sql, order };
  }

  /** A page of 30 with the total: only the rows of the page are joined for their card columns, photos and hours. */
  private async run(ctx: RequestContext, c: SearchCriteria, place: Place | null, page: number): Promise<SearchOutcome> {
    const { b, with: matched, order } = this.matched(ctx, c, place);
    const sql = `${matched},
      page AS (SELECT * FROM matched ORDER BY ${order.join(', ')} LIMIT ${PAGE_SIZE} OFFSET ${b.p((page - 1) * PAGE_SIZE)})
      SELECT ${CARD_COLUMNS}, p.distance_km, t.total,
        CASE WHEN p.id IS NOT NULL THEN ${photosJsonSql('p.id')} END AS photos,
        CASE WHEN p.id IS NOT NULL THEN ${hoursJsonSql('p.id', b.p(parisToday()))} END AS hours
      FROM (SELECT count(*)::int AS total FROM matched) t
      LEFT JOIN page p ON true
      LEFT JOIN restaurant r ON r.id = p.id
      LEFT JOIN city c ON c.id = r.city_id
      ORDER BY ${order.map((o) => `p.${o}`).join(', ')}`;
    const result: (CardRow & PageExtras & { total: number })[] = await ctx.db.query(sql, b.params);
    const total = result[0]?.total ?? 0;
    const rows = result.filter((r) => r.id != null);
    // The page's photos and hours came with it: the card fields read them from the loaders without another statement.
    for (const r of rows) {
      ctx.loaders.photos.prime(r.id, photosOf(r.id, r.photos));
      ctx.loaders.hours.prime(r.id, hoursOf(r.id, r.hours));
    }
    return { rows, total, page, pageSize: PAGE_SIZE, pageCount: Math.ceil(total / PAGE_SIZE), closest: false, relaxed: [] };
  }

  /** The pins of the matching set, in the list's order, at most MAP_PIN_LIMIT, with the total. */
  private async runPins(ctx: RequestContext, c: SearchCriteria, place: Place | null): Promise<PinsOutcome> {
    const { b, with: matched, order } = this.matched(ctx, c, place);
    const sql = `${matched},
      pins AS (SELECT * FROM matched ORDER BY ${order.join(', ')} LIMIT ${b.p(MAP_PIN_LIMIT)})
      SELECT ${PIN_COLUMNS}, t.total
      FROM (SELECT count(*)::int AS total FROM matched) t
      LEFT JOIN pins p ON true
      LEFT JOIN restaurant r ON r.id = p.id
      LEFT JOIN city c ON c.id = r.city_id
      ORDER BY ${order.map((o) => `p.${o}`).join(', ')}`;
    const result: (PinRow & { total: number })[] = await ctx.db.query(sql, b.params);
    const total = result[0]?.total ?? 0;
    const rows = result.filter((r) => r.id_url != null);
    return { rows, total, truncated: total > rows.length, closest: false, relaxed: [] };
  }
}
