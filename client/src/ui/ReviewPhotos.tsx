/** A review's photos as thumbnails, each opening full size in a new tab (restaurant page, « Mes avis », the pending review). */
export function ReviewPhotos({ photos, alt }: { photos: readonly { url: string; width: number; height: number }[]; alt: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="review__photos">
      {photos.map((p) => (
        <li key={p.url}>
          <a href={p.url} target="_blank" rel="noopener">
            <img src={p.url} alt={alt} width={120} height={Math.round((120 * p.height) / p.width)} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
