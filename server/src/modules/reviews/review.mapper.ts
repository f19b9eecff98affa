import { Review } from './review.type.js';
import type { ReviewRow } from './review.loaders.js';

export function toReview(r: ReviewRow): Review {
  return Object.assign(new Review(), {
    id: String(r.id), authorName: r.author_name, authorId: r.author_id == null ? null : String(r.author_id),
    rating: r.rating, text: r.text, visitDate: r.visit_date, publishedAt: r.published_at,
  });
}
