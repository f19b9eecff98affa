import { ofName } from '../../../../../../common/french';
import { formatCuisines, formatRating, formatReviewCount } from '../../../../../../common/format';
import { HERO_IMAGE_SIZES, imageSrcSet } from '../../../../../../common/media';
import { FavouriteButton } from '../../../favourites';
import type { RestaurantData } from '../../restaurant-types';
import { AveragePrice } from '../AveragePrice';
import { FiltersSummary } from './FiltersBlock';

/** The top of the restaurant page: types, name, favourite, rating, price, cuisines, address, filters and the front photo. */
export function RestaurantHero({ restaurant: r }: { restaurant: RestaurantData }) {
  const rating = formatRating(r.rating);
  const front = r.photos.find((p) => p.kind === 'devanture') ?? r.photos[0];
  const cuisines = formatCuisines(r.cuisines);
  return (
    <div className="restaurant-hero">
      <div className="restaurant-hero__text">
        <p className="restaurant-hero__eyebrow">
          {r.types.join(' · ')}
          {r.isNew && <span className="card__badge card__badge--inline">{r.name.length > 26 ? 'NOUV. !' : 'NOUVEAU !'}</span>}
        </p>
        <div className="restaurant-hero__title">
          <h1 className="restaurant-hero__name">{r.name}</h1>
          <FavouriteButton idUrl={r.idUrl} name={r.name} className="favourite--page" />
        </div>
        <p className="restaurant-hero__meta">
          {rating && (
            <span className="card__rating">
              <span aria-hidden="true">★</span> {rating}
            </span>
          )}
          <span>{formatReviewCount(r.reviewCount)}</span>
          <span>
            <AveragePrice averagePrice={r.averagePrice} />
          </span>
        </p>
        {cuisines && <p className="restaurant-hero__cuisines">{cuisines}</p>}
        <p className="restaurant-hero__address">
          {r.address.street}, {r.address.postalCode} {r.address.city}
        </p>
        <FiltersSummary filters={r.filters} />
      </div>
      {front && (
        <img
          className="restaurant-hero__img"
          src={front.url}
          srcSet={imageSrcSet(front.url, front.width) || undefined}
          sizes={HERO_IMAGE_SIZES}
          alt={front.alt || `Devanture ${ofName(r.name)}`}
          width={front.width}
          height={front.height}
          fetchPriority="high"
        />
      )}
    </div>
  );
}
