import { Allow } from 'class-validator';
import { toDto, validateInput } from '../../rest/body.js';
import { IsReviewPictureKind } from '../../validation/rules.js';
import { BinaryAnswer, type RestRoute } from '../../rest/route.js';
import type { RequestContext } from '../../graphql/context.js';
import { reviewPhotoService } from './review-photo.service.js';

/** The upload's address: which review, and whether the picture is a photo or the receipt. */
class PictureQuery {
  @Allow() reviewId: unknown;
  @IsReviewPictureKind() kind: 'photo' | 'receipt';
}

const param = (query: unknown, name: string) => (typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[name] : undefined);

const reviewPhotoRest = {
  /** Raw image body (webp, jpeg or png, ≤ 5 MB); ?reviewId=…&kind=photo|receipt. */
  async reviewPhoto(ctx: RequestContext, body: unknown, query: unknown) {
    const q = await validateInput(toDto(PictureQuery, (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>));
    return { success: true, photo: await reviewPhotoService.add(ctx, q.reviewId, q.kind, body) };
  },
  /** ?reviewId=…: the receipt of a review waiting for its reading, as an image (admins only, never cached). */
  async reviewReceipt(ctx: RequestContext, _body: unknown, query: unknown) {
    return new BinaryAnswer('image/webp', await reviewPhotoService.receipt(ctx, param(query, 'reviewId')));
  },
  /** ?file=…&expires=…&signature=…: a photo of a review not published yet, at the signed address its author or the moderation was given. */
  async reviewPhotoFile(ctx: RequestContext, _body: unknown, query: unknown) {
    return new BinaryAnswer('image/webp', await reviewPhotoService.privatePhoto(ctx, param(query, 'file'), param(query, 'expires'), param(query, 'signature')));
  },
};

/** The reviews module's /api paths (schema/rest.md). */
export const reviewPhotoRoutes: RestRoute[] = [
  { method: 'post', path: '/reviewPhoto', access: ['customer'], rawBody: true, handler: reviewPhotoRest.reviewPhoto },
  { method: 'get', path: '/admin/reviewReceipt', access: ['admin'], handler: reviewPhotoRest.reviewReceipt },
  // Public: the signature is the permission (an <img> sends no bearer token); ADR 0023.
  { method: 'get', path: '/reviewPhotoFile', access: 'public', handler: reviewPhotoRest.reviewPhotoFile },
];
