import { useLocation } from 'react-router-dom';
import { cardHref } from '../../../../../common/search-url';
import { Icon } from '../../../ui/Icon';
import { CLOSE_ICON } from '../../../ui/icons';
import { FavouriteButton } from '../../favourites';
import { CardFigures } from '../../restaurants';
import type { Pin } from '../pin-clusters';

/**
 * The card of the marker chosen on a map (Google's or OpenStreetMap's): the restaurant's name (its page in a new tab, as
 * a result card), figures, type and commune; the heart and « Fermer » side by side in its head, never one over the
 * other (issue 25).
 */
export function PinCard({ pin, onClose }: { pin: Pin; onClose: () => void }) {
  const location = useLocation();
  return (
    <div className="map-view__card pin-card" role="region" aria-label={`Restaurant sélectionné : ${pin.name}`}>
      <div className="pin-card__head">
        <a className="pin-card__name" href={cardHref(pin.path, location)} target="_blank" rel="noopener">
          {pin.name}
          <span className="visually-hidden"> (s’ouvre dans un nouvel onglet)</span>
        </a>
        <FavouriteButton idUrl={pin.idUrl} name={pin.name} className="pin-card__favourite" />
        <button type="button" className="pin-card__close" aria-label="Fermer la fiche" onClick={onClose}>
          <Icon path={CLOSE_ICON} size={20} />
        </button>
      </div>
      <CardFigures rating={pin.rating} reviewCount={pin.reviewCount} averagePrice={pin.averagePrice} />
      <p className="pin-card__kind">
        {pin.type} · {pin.cityName}
      </p>
    </div>
  );
}
