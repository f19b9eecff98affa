import { MEALS, type Meal } from '../../../../common/review-rules.js';
import { Review } from './review.type.js';
import { PublicReply, ReviewPicture } from './review-writing.type.js';
import type { ReviewRow } from './review.loaders.js';

export function toReview(r: ReviewRow): Review {
  return Object.assign(new Review(), {
    id: String(r.id), authorName: r.author_name, authorId: r.author_id == null ? null : String(r.author_id),
    rating: r.rating, title: r.title, text: r.text, visitDate: r.visit_date, meal: r.meal ? MEALS[r.meal as Meal] ?? null : null, publishedAt: r.published_at,
    editedAt: r.edited_at,
    verifiedVisit: r.verified_visit,
    photos: r.photos.map((p) => Object.assign(new ReviewPicture(), { id: null, url: `/media/${p.path}`, width: p.width, height: p.height })),
    reply: r.reply_text && r.reply_published_at ? Object.assign(new PublicReply(), { text: r.reply_text, publishedAt: r.reply_published_at, editedAt: r.reply_edited_at }) : null,
  });
}
