import { INPUT_MESSAGES, toRestaurantRef } from '../../../../common/input-rules.js';
import { viewerIdOf } from '../../auth/viewer.js';
import type { RequestContext } from '../../graphql/context.js';
import type { RestRoute } from '../../rest/route.js';
import { ServiceError } from '../shared/service-errors.js';
import { favouriteService } from './favourite.service.js';

export const favouriteRest = {
  async updateFav(ctx: RequestContext, body: unknown) {
    const id = (body as { idrestaurant?: unknown } | null)?.idrestaurant;
    const ref = toRestaurantRef(id);
    if (ref === null) throw new ServiceError('INVALID_INPUT', INPUT_MESSAGES.restaurantRefInvalid, 'idrestaurant');
    const result = await favouriteService.toggle(ctx, viewerIdOf(ctx), ref);
    return { success: true, isFav: result.isFav, id_url: result.idUrl, restoFav: result.favourites };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const favouriteRoutes: RestRoute[] = [
  { method: 'post', path: '/updateFav', access: ['customer'], handler: favouriteRest.updateFav },
];
