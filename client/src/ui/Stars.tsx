/** A rating out of 5 as stars, read out as « Note : 4 sur 5 ». */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Note : ${rating} sur 5`}>
      {'★'.repeat(rating)}
      <span className="stars__off">{'★'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}
