import { formatRating, formatReviewCount, spokenCardFigures } from '../../../../../common/format';
import { AveragePrice } from './AveragePrice';

/** A restaurant's rating, review count and average price as a card shows them, with a sentence for screen readers. */
export function CardFigures({ rating, reviewCount, averagePrice }: { rating: number; reviewCount: number; averagePrice: number }) {
  const shown = formatRating(rating);
  return (
    <>
      <p className="visually-hidden">{spokenCardFigures(rating, reviewCount, averagePrice)}</p>
      <p className="card__meta" aria-hidden="true">
        {shown && (
          <span className="card__rating">
            <span aria-hidden="true">★</span> {shown}
          </span>
        )}
        <span className="card__reviews">{formatReviewCount(reviewCount)}</span>
        <span className="card__price">
          <AveragePrice averagePrice={averagePrice} />
        </span>
      </p>
    </>
  );
}
