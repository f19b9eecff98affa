import { useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { cardHref } from '../../../../../common/search-url';
import { LONG_NAME_LENGTH } from '../../../../../common/constants';
import { formatCuisines } from '../../../../../common/format';
import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { FavouriteButton } from '../../favourites';
import { CardFigures } from './CardFigures';
import { CardCarousel } from './CardCarousel';

interface RestaurantCardProps {
  restaurant: CardFieldsFragment;
  eager: boolean;
  /** The first card's picture is usually the largest paint: fetched with high priority. */
  priority?: boolean;
}

/** One result: opens the restaurant page in a new tab with src=home (SPEC §2) and the list's address to come back to. */
export function RestaurantCard({ restaurant: r, eager, priority = false }: RestaurantCardProps) {
  const location = useLocation();
  const [hovering, setHovering] = useState(false);
  const swipedAt = useRef(0);
  const cuisines = formatCuisines(r.cuisines);
  const badge = r.isNew ? (r.name.length > LONG_NAME_LENGTH ? 'NOUV. !' : 'NOUVEAU !') : null;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A swipe on the images changes the picture; it must not open the page.
    if (Date.now() - swipedAt.current < 400) event.preventDefault();
  }

  return (
    <article className="card">
      <a
        className="card__link"
        href={cardHref(r.path, location)}
        target="_blank"
        rel="noopener"
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        onClick={onClick}
      >
        <div className="card__media">
          <CardCarousel photos={r.photos} name={r.name} eager={eager} priority={priority} hovering={hovering} onSwipe={() => (swipedAt.current = Date.now())} />
          {badge && <span className="card__badge">{badge}</span>}
        </div>
        <div className="card__body">
          <h3 className="card__name">{r.name}</h3>
          <CardFigures rating={r.rating} reviewCount={r.reviewCount} averagePrice={r.averagePrice} />
          <p className="card__kind">
            {r.types[0] && <span className="card__type">{r.types[0]}</span>}
            {cuisines && <span className="card__cuisines">{cuisines}</span>}
          </p>
          <p className="card__city">
            {r.cityName}
            {r.distanceKm != null && <span> · {r.distanceKm.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} km</span>}
            <span className="visually-hidden"> (s’ouvre dans un nouvel onglet)</span>
          </p>
        </div>
      </a>
      <FavouriteButton idUrl={r.idUrl} name={r.name} className="card__favourite" />
    </article>
  );
}
