import GoogleMapReact from 'google-map-react';
import { useMemo, useState } from 'react';
import { formatRating } from '../../../../../common/format';
import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { SelectedCard } from './SelectedCard';
import { useMapsLoader } from '../use-maps-loader';
import { viewFor } from '../map-view';

interface MarkerProps {
  lat: number;
  lng: number;
  restaurant: CardFieldsFragment;
  selected: boolean;
  onSelect: () => void;
}

/** A real button, so markers work with the keyboard and screen readers. */
function Marker({ restaurant, selected, onSelect }: MarkerProps) {
  const rating = formatRating(restaurant.rating);
  return (
    <button
      type="button"
      className={selected ? 'map-marker map-marker--selected' : 'map-marker'}
      aria-pressed={selected}
      aria-label={`${restaurant.name}${rating ? `, note ${rating} sur 5` : ''}`}
      onClick={onSelect}
    >
      <span aria-hidden="true">{rating || '•'}</span>
    </button>
  );
}

interface RestaurantMapProps {
  apiKey: string;
  items: CardFieldsFragment[];
  onError: () => void;
}

/** Google Map of the current results: one marker per restaurant, its card on click. */
export default function RestaurantMap({ apiKey, items, onError }: RestaurantMapProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const view = useMemo(() => viewFor(items.map((r) => ({ lat: r.lat, lng: r.lng }))), [items]);
  const selected = items.find((r) => r.idUrl === selectedId) ?? null;
  const loader = useMapsLoader(onError);

  return (
    <div className="map-view">
      <div className="map-view__canvas" role="region" aria-label="Carte des restaurants">
        <GoogleMapReact
          bootstrapURLKeys={{ key: apiKey, language: 'fr', region: 'FR' }}
          googleMapLoader={loader}
          defaultCenter={view.center}
          defaultZoom={view.zoom}
          center={view.center}
          zoom={view.zoom}
          options={{ clickableIcons: false, fullscreenControl: false, streetViewControl: false, mapTypeControl: false, gestureHandling: 'greedy' }}
        >
          {items.map((r) => (
            <Marker
              key={r.idUrl}
              lat={r.lat}
              lng={r.lng}
              restaurant={r}
              selected={r.idUrl === selectedId}
              onSelect={() => setSelectedId((current) => (current === r.idUrl ? null : r.idUrl))}
            />
          ))}
        </GoogleMapReact>
      </div>
      {selected && <SelectedCard restaurant={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
