import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { RestaurantCard } from '../../restaurants/components/RestaurantCard';

/** The card of the marker chosen on a map (Google's or OpenStreetMap's), with its close button. */
export function SelectedCard({ restaurant, onClose }: { restaurant: CardFieldsFragment; onClose: () => void }) {
  return (
    <div className="map-view__card" role="region" aria-label={`Restaurant sélectionné : ${restaurant.name}`}>
      <button type="button" className="map-view__close" aria-label="Fermer la fiche" onClick={onClose}>
        ×
      </button>
      <RestaurantCard restaurant={restaurant} eager />
    </div>
  );
}
