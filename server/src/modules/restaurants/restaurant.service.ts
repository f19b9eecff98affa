import { ID_URL_PATTERN, NEAR_LIMIT_MAX, PAGE_SIZE } from '../../../../common/constants.js';
import { checkCoordinates, INPUT_MESSAGES, toDbId } from '../../../../common/input-rules.js';
import { checkRadius } from '../../../../common/search.js';
import { MESSAGES } from '../../../../common/validation.js';
import { verifyPreviewToken } from '../../auth/preview-token.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { CARD_COLUMNS, type CardRow } from './card-row.js';

export interface FullRow extends CardRow { biography: string; booking_url: string | null; is_resa_phone: boolean; date_update: Date }

export class RestaurantService {
  /**
   * A published restaurant, or an unpublished one with a valid preview token signed for it, named by its id_url or
   * its numeric id (the cards' `idResto`).
   */
  async byIdUrl(ctx: RequestContext, ref: string | number, previewToken?: string | null): Promise<FullRow> {
    const byId = typeof ref === 'number';
    if (byId ? toDbId(ref) === null : !ID_URL_PATTERN.test(ref)) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    const rows: FullRow[] = await ctx.db.query(
      `SELECT ${CARD_COLUMNS}, r.biography, r.booking_url, r.is_resa_phone, r.date_update
       FROM restaurant r JOIN city c ON c.id = r.city_id WHERE ${byId ? 'r.id' : 'r.id_url'} = $1`, [ref]);
    const row = rows[0];
    if (!row) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    if (row.status !== 'published' && !(previewToken && verifyPreviewToken(ctx.config.appSecret, previewToken, row.id_url))) {
      throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    }
    return row;
  }

  /** Published restaurants around a point, nearest first. */
  async near(ctx: RequestContext, lat: number, lng: number, radiusKm: number, limit = PAGE_SIZE): Promise<CardRow[]> {
    const outside = checkCoordinates(lat, lng);
    if (outside) throw new ServiceError('INVALID_INPUT', outside, 'latitude');
    const radius = checkRadius(radiusKm);
    if (radius) throw new ServiceError('INVALID_INPUT', radius, 'distance');
    if (!Number.isInteger(limit) || limit < 1 || limit > NEAR_LIMIT_MAX) {
      throw new ServiceError('INVALID_INPUT', `Le nombre de restaurants demandé doit être compris entre 1 et ${NEAR_LIMIT_MAX}.`, 'limit');
    }
    const dLat = radiusKm / 111.32;
    const dLng = radiusKm / (111.32 * Math.cos((lat * Math.PI) / 180));
    return ctx.db.query(
      `SELECT * FROM (
         SELECT ${CARD_COLUMNS}, mijote_distance_km($1, $2, r.lat, r.lng) AS distance_km
         FROM restaurant r JOIN city c ON c.id = r.city_id
         WHERE r.status = 'published' AND r.geo <@ box(point($3, $4), point($5, $6))) x
       WHERE distance_km <= $7 ORDER BY distance_km, id LIMIT $8`,
      [lat, lng, lng - dLng, lat - dLat, lng + dLng, lat + dLat, radiusKm, limit]);
  }

  /** A published restaurant named by its id_url or its numeric id (SPEC §7's `idrestaurant`). */
  async publishedRef(ctx: RequestContext, ref: string | number): Promise<{ id: number; id_url: string }> {
    const byId = typeof ref === 'number';
    if (byId && toDbId(ref) === null) throw new ServiceError('INVALID_INPUT', INPUT_MESSAGES.idInvalid, 'idrestaurant');
    const rows: { id: number; id_url: string }[] = await ctx.db.query(
      `SELECT id, id_url FROM restaurant WHERE ${byId ? 'id = $1' : 'id_url = $1'} AND status = 'published'`, [ref]);
    if (!rows[0]) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idrestaurant');
    return rows[0];
  }
}

export const restaurantService = new RestaurantService();
