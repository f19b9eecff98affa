import { INPUT_MESSAGES, toRestaurantRef } from '../../../../common/input-rules.js';
import { DESCRIPTION_LIMITS, DESCRIPTION_MESSAGES, checkPhotoAlt, checkPhotoKind, type RestaurantPhotoKind } from '../../../../common/description-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import type { RestRoute } from '../../rest/route.js';
import { ServiceError } from '../shared/service-errors.js';
import { descriptionService } from './description.service.js';

/** The address's parameters of an upload: which restaurant, which kind of photo, its alternative text. */
function uploadParams(query: unknown): { restaurant: number | string; kind: RestaurantPhotoKind; alt: string } {
  const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const restaurant = toRestaurantRef(q.restaurant);
  if (restaurant === null) throw new ServiceError('INVALID_INPUT', INPUT_MESSAGES.restaurantRefInvalid, 'restaurant');
  const kindProblem = checkPhotoKind(q.kind);
  if (kindProblem) throw new ServiceError('INVALID_INPUT', kindProblem, 'kind');
  const alt = q.alt ?? '';
  const altProblem = checkPhotoAlt(alt);
  if (altProblem) throw new ServiceError('INVALID_INPUT', altProblem, 'alt');
  return { restaurant, kind: q.kind as RestaurantPhotoKind, alt: alt as string };
}

const descriptionRest = {
  /** Raw image body (JPEG, PNG or WebP, at most 8 Mo); ?restaurant=<id or id_url>&kind=devanture|gallery&alt=… */
  async restaurantPhoto(ctx: RequestContext, body: unknown, query: unknown) {
    const p = uploadParams(query);
    if (!Buffer.isBuffer(body)) throw new ServiceError('INVALID_INPUT', DESCRIPTION_MESSAGES.photoMissing, 'photo');
    return { success: true, photo: await descriptionService.upload(ctx, p.restaurant, p.kind, p.alt, body) };
  },
};

/** The module's /api path (schema/rest.md): the upload of a restaurant photo, whose bytes GraphQL does not carry. */
export const descriptionRoutes: RestRoute[] = [
  { method: 'post', path: '/restaurantPhoto', access: ['restaurateur'], rawBody: true, rawBodyLimitBytes: DESCRIPTION_LIMITS.photoBytes, handler: descriptionRest.restaurantPhoto },
];
