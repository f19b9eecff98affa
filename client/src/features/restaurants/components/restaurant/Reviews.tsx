import { ofName } from '../../../../../../common/french';
import { lazy, Suspense, useMemo, useState } from 'react';
import { CHARTE_PATH, publicProfilePath, writeReviewPath } from '../../../../../../common/page-addresses';
import { useAuth } from '../../../accounts';
import { Link } from 'react-router-dom';
import { formatRating } from '../../../../../../common/format';
import { IMPORTED_REVIEW_NOTICE, visitLabel } from '../../../../../../common/review-rules';
import { ReviewPhotos } from '../../../../ui/ReviewPhotos';
import { Stars } from '../../../../ui/Stars';
import type { ReviewData } from '../../restaurant-types';
import { frenchDate, parisDayOf } from '../../restaurant-format';
import '../../../../styles/review-display.css';

type ReviewSort = 'recent' | 'best' | 'worst';

const ReportDialog = lazy(() => import('./ReportDialog'));
// Only a signed-in customer loads it: their own reviews of this restaurant still waiting for the moderation (issue 25).
const MyPendingReviews = lazy(() => import('./my-pending-reviews'));

const SORTS: Record<ReviewSort, string> = { recent: 'Plus récents', best: 'Meilleures notes', worst: 'Notes les plus basses' };

/** Published reviews with visit and publication dates, a chronological sort, and the review-check notice. */
export function Reviews({ idUrl, reviews, rating, reviewCount }: { idUrl: string; reviews: ReviewData[]; rating: number; reviewCount: number }) {
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [reporting, setReporting] = useState<ReviewData | null>(null);
  const auth = useAuth();
  const signedIn = auth.isLogin !== 0;
  const isCustomer = auth.isLogin === 1 && auth.role === 'customer';
  const sorted = useMemo(() => {
    const list = [...reviews];
    if (sort === 'recent') list.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    else list.sort((a, b) => (sort === 'best' ? b.rating - a.rating : a.rating - b.rating) || b.publishedAt.localeCompare(a.publishedAt));
    return list;
  }, [reviews, sort]);
  const average = formatRating(rating);

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <div className="reviews__head">
        <h2 id="reviews-title" className="section-title">
          Avis {average && <span className="reviews__average">★ {average}</span>} <span className="muted">({reviewCount} avis)</span>
        </h2>
        {reviews.length > 1 && (
          <label className="reviews__sort">
            <span>Trier</span>
            <select value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
              {(Object.keys(SORTS) as ReviewSort[]).map((key) => (
                <option key={key} value={key}>
                  {SORTS[key]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p>
        <Link className="button button--primary" to={writeReviewPath(idUrl)}>
          Donner mon avis
        </Link>
      </p>
      <p className="reviews__notice">
        Avis contrôlés : oui. Chaque avis écrit sur Mijote est relu par notre équipe avant sa publication et son auteur déclare la date de sa
        visite ; aucune contrepartie n’est offerte. Les avis repris d’une source antérieure sont signalés comme tels. <Link to={CHARTE_PATH}>Lire la charte des avis</Link>
      </p>
      {isCustomer && (
        <Suspense fallback={null}>
          <MyPendingReviews idUrl={idUrl} />
        </Suspense>
      )}
      {sorted.length === 0 ? (
        <p className="muted">Aucun avis publié pour le moment.</p>
      ) : (
        <ul className="reviews__list">
          {sorted.map((review) => (
            <ReviewItem key={review.id} review={review} onReport={() => setReporting(review)} />
          ))}
        </ul>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog reviewId={Number(reporting.id)} authorName={reporting.authorName} signedIn={signedIn} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </section>
  );
}

function ReviewItem({ review, onReport }: { review: ReviewData; onReport: () => void }) {
  return (
    <li className="review">
      <div className="review__head">
        {review.authorId ? (
          <Link className="review__author" to={publicProfilePath(review.authorId)}>{review.authorName}</Link>
        ) : (
          <span className="review__author">{review.authorName}</span>
        )}
        <Stars rating={review.rating} />
      </div>
      {review.verifiedVisit && <p className="review__verified">✓ Visite vérifiée</p>}
      {review.imported && <p className="review__imported">{IMPORTED_REVIEW_NOTICE}</p>}
      {review.title && <h3 className="review__title">{review.title}</h3>}
      {review.text && <p className="review__text">{review.text}</p>}
      <ReviewPhotos photos={review.photos} alt={`Photo ${ofName(review.authorName)}`} />
      <p className="review__dates">
        <span>
          {review.title ? visitLabel(review.visitDate) : `Visite le ${frenchDate(review.visitDate)}`}
          {review.meal ? ` (${review.meal.toLocaleLowerCase('fr')})` : ''}
        </span>
        <span>Publié le {frenchDate(parisDayOf(review.publishedAt))}</span>
        {review.editedAt && <span>Modifié le {frenchDate(parisDayOf(review.editedAt as string))}</span>}
      </p>
      {review.reply && (
        <div className="review__reply">
          <p className="review__reply-head">
            Réponse du restaurateur, le {frenchDate(parisDayOf(review.reply.publishedAt as string))}
            {review.reply.editedAt ? ` (modifiée le ${frenchDate(parisDayOf(review.reply.editedAt as string))})` : ''}
          </p>
          <p className="review__text">{review.reply.text}</p>
        </div>
      )}
      <button type="button" className="review__report link" onClick={onReport}>
        Signaler<span className="visually-hidden"> l’avis {ofName(review.authorName)}</span>
      </button>
    </li>
  );
}
