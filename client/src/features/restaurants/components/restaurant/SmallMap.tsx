import GoogleMapReact from 'google-map-react';
import { useMapsLoader } from '../../../consent';

interface SmallMapProps {
  apiKey: string;
  lat: number;
  lng: number;
  name: string;
  onError: () => void;
}

function Pin(_: { lat: number; lng: number }) {
  return <span className="address-map__pin" aria-hidden="true" />;
}

/** The small Google map of the restaurant page's address block (lazy: only with key and consent). */
export default function SmallMap({ apiKey, lat, lng, name, onError }: SmallMapProps) {
  const loader = useMapsLoader(onError);
  const center = { lat, lng };
  return (
    <div className="address-map__canvas" role="region" aria-label={`Plan d’accès : ${name}`}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey, language: 'fr', region: 'FR' }}
        googleMapLoader={loader}
        defaultCenter={center}
        defaultZoom={16}
        options={{ clickableIcons: false, fullscreenControl: false, streetViewControl: false, mapTypeControl: false }}
      >
        <Pin lat={lat} lng={lng} />
      </GoogleMapReact>
    </div>
  );
}
