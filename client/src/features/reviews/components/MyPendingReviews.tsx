import { Link } from 'react-router-dom';
import { writeReviewPath } from '../../../../../common/page-addresses';
import { REVIEW_MESSAGES, visitLabel } from '../../../../../common/review-rules';
import { useMyReviewsQuery } from '../../../graphql/__generated__/hooks';
import { ReviewPhotos } from '../../../ui/ReviewPhotos';
import { Stars } from '../../../ui/Stars';

/**
 * On a restaurant's page, for the signed-in customer only: their reviews of it that wait for the moderation, marked as
 * such (issue 25), so that the one who just wrote one does not think it was lost. Nobody else sees them.
 */
export default function MyPendingReviews({ idUrl }: { idUrl: string }) {
  const { data } = useMyReviewsQuery({ fetchPolicy: 'cache-and-network' });
  const mine = (data?.myReviews ?? []).filter((r) => r.idUrl === idUrl && r.status === 'pending');
  if (mine.length === 0) return null;
  return (
    <ul className="reviews__list reviews__list--mine">
      {mine.map((r) => (
        <li key={r.id} className="review review--pending" data-testid="my-pending-review">
          <p className="review__pending">{REVIEW_MESSAGES.pendingOnPage}</p>
          <div className="review__head">
            <span className="review__author">Vous</span>
            <Stars rating={r.rating} />
          </div>
          {r.title && <h3 className="review__title">{r.title}</h3>}
          <p className="review__text">{r.text}</p>
          <ReviewPhotos photos={r.photos} alt="Photo de votre avis" />
          <p className="review__dates">
            <span>{visitLabel(r.visitDate)}</span>
            <Link className="link" to={writeReviewPath(r.idUrl, r.id)}>
              Modifier mon avis
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
