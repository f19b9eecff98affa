import { ID_URL_PATTERN } from '../../../../common/constants.js';
import { toDbId } from '../../../../common/input-rules.js';
import { viewerIdOf } from '../../auth/viewer.js';
import type { RequestContext } from '../../graphql/context.js';
import type { RestRoute } from '../../rest/route.js';
import { ServiceError } from '../shared/service-errors.js';
import { favouriteService } from './favourite.service.js';

export const favouriteRest = {
  async updateFav(ctx: RequestContext, body: unknown) {
    const id = (body as { idrestaurant?: unknown } | null)?.idrestaurant;
    const ref = typeof id === 'number' ? toDbId(id) : typeof id === 'string' && ID_URL_PATTERN.test(id) ? id : null;
    if (ref === null) throw new ServiceError('INVALID_INPUT', 'Identifiant de restaurant invalide.', 'idrestaurant');
    const result = await favouriteService.toggle(ctx, viewerIdOf(ctx), ref);
    return { success: true, isFav: result.isFav, id_url: result.idUrl, restoFav: result.favourites };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const favouriteRoutes: RestRoute[] = [
  { method: 'post', path: '/updateFav', access: ['customer'], handler: favouriteRest.updateFav },
];
