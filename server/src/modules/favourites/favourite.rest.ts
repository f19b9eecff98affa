import { toRestaurantRef } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { parseBody } from '../../rest/body.js';
import type { RestRoute } from '../../rest/route.js';
import { IsRestaurantRef } from '../../validation/rules.js';
import { favouriteService } from './favourite.service.js';

class FavouriteBody {
  @IsRestaurantRef() idrestaurant: string | number;
}

const favouriteRest = {
  async updateFav(ctx: RequestContext, body: unknown) {
    const b = await parseBody(FavouriteBody, body);
    const result = await favouriteService.toggle(ctx, toRestaurantRef(b.idrestaurant)!);
    return { success: true, isFav: result.isFav, id_url: result.idUrl, restoFav: result.favourites };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const favouriteRoutes: RestRoute[] = [
  { method: 'post', path: '/updateFav', access: ['customer'], handler: favouriteRest.updateFav },
];
