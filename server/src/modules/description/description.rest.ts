import { IsOptional } from 'class-validator';
import { toRestaurantRef } from '../../../../common/input-rules.js';
import { DESCRIPTION_LIMITS, DESCRIPTION_MESSAGES, type RestaurantPhotoKind } from '../../../../common/description-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { toDto, validateInput } from '../../rest/body.js';
import type { RestRoute } from '../../rest/route.js';
import { IsPhotoAlt, IsRestaurantPhotoKind, IsRestaurantRef } from '../../validation/rules.js';
import { ServiceError } from '../shared/service-errors.js';
import { descriptionService } from './description.service.js';

/** The address's parameters of an upload: which restaurant, which kind of photo, its alternative text. */
class UploadQuery {
  @IsRestaurantRef() restaurant: string | number;
  @IsRestaurantPhotoKind() kind: RestaurantPhotoKind;
  @IsOptional() @IsPhotoAlt() alt?: string;
}

async function uploadParams(query: unknown): Promise<{ restaurant: number | string; kind: RestaurantPhotoKind; alt: string }> {
  const q = await validateInput(toDto(UploadQuery, (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>));
  return { restaurant: toRestaurantRef(q.restaurant)!, kind: q.kind, alt: q.alt ?? '' };
}

const descriptionRest = {
  /** Raw image body (JPEG, PNG or WebP, at most 8 Mo); ?restaurant=<id or id_url>&kind=devanture|gallery&alt=… */
  async restaurantPhoto(ctx: RequestContext, body: unknown, query: unknown) {
    const p = await uploadParams(query);
    if (!Buffer.isBuffer(body)) throw new ServiceError('INVALID_INPUT', DESCRIPTION_MESSAGES.photoMissing, 'photo');
    return { success: true, photo: await descriptionService.upload(ctx, p.restaurant, p.kind, p.alt, body) };
  },
};

/** The module's /api path (schema/rest.md): the upload of a restaurant photo, whose bytes GraphQL does not carry. */
export const descriptionRoutes: RestRoute[] = [
  { method: 'post', path: '/restaurantPhoto', access: ['restaurateur'], rawBody: true, rawBodyLimitBytes: DESCRIPTION_LIMITS.photoBytes, handler: descriptionRest.restaurantPhoto },
];
