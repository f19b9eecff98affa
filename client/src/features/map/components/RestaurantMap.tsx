import GoogleMapReact from 'google-map-react';
import { useMemo, useRef, useState } from 'react';
import { formatRating } from '../../../../../common/format';
import { useMapsLoader } from '../../consent';
import { areaOf, movedFrom, viewFor, viewForArea, type Camera, type SearchedZone } from '../map-view';
import { markLabel, PinClusters, type MapMark, type Pin } from '../pin-clusters';
import { PinCard } from './PinCard';
import { SearchAreaButton } from './SearchAreaButton';

interface MarkerProps {
  lat: number;
  lng: number;
  mark: MapMark;
  selected: boolean;
  onChoose: () => void;
}

/** A real button, so markers work with the keyboard and screen readers: a restaurant, or a group that opens with a zoom. */
function Marker({ mark, selected, onChoose }: MarkerProps) {
  const rating = mark.kind === 'pin' ? formatRating(mark.pin.rating) : '';
  const kind = mark.kind === 'cluster' ? ' map-marker--cluster' : selected ? ' map-marker--selected' : '';
  return (
    <button
      type="button"
      className={`map-marker${kind}`}
      aria-pressed={mark.kind === 'pin' ? selected : undefined}
      aria-label={markLabel(mark, rating)}
      onClick={onChoose}
    >
      <span aria-hidden="true">{mark.kind === 'cluster' ? mark.count : rating || '•'}</span>
    </button>
  );
}

interface RestaurantMapProps {
  apiKey: string;
  pins: readonly Pin[];
  zone: SearchedZone | null;
  onSearchArea: (area: SearchedZone) => void;
  onError: () => void;
}

/**
 * Google Map of every restaurant of the search, grouped by supercluster (issue 25): a group opens with a zoom, a
 * restaurant shows its card; once the person moves the map, « Rechercher dans cette zone ».
 */
export default function RestaurantMap({ apiKey, pins, zone, onSearchArea, onError }: RestaurantMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const clusters = useMemo(() => new PinClusters(pins), [pins]);
  const zoneKey = zone ? `${zone.lat},${zone.lng},${zone.radiusKm}` : '';
  const view = useMemo(() => {
    const width = holder.current?.clientWidth || 800;
    const height = holder.current?.clientHeight || 500;
    const [lat, lng, radiusKm] = zoneKey.split(',').map(Number);
    return zoneKey ? viewForArea({ lat, lng }, radiusKm, width, height) : viewFor(pins.map((p) => ({ lat: p.lat, lng: p.lng })), width, height);
  }, [pins, zoneKey]);
  // The view asked of the map: the search's framing, then where the person (or an opened group) takes it.
  const [asked, setAsked] = useState(view);
  const [seenView, setSeenView] = useState(view);
  const [camera, setCamera] = useState<Camera | null>(null);
  const [moved, setMoved] = useState(false);
  if (seenView !== view) {
    setSeenView(view);
    setAsked(view);
    setMoved(false);
  }
  const selected = pins.find((p) => p.idUrl === selectedId) ?? null;
  const loader = useMapsLoader(onError);
  const marks = camera ? clusters.marks(camera) : [];

  return (
    <div className="map-view">
      <div className="map-view__canvas" role="region" aria-label="Carte des restaurants" ref={holder}>
        <GoogleMapReact
          bootstrapURLKeys={{ key: apiKey, language: 'fr', region: 'FR' }}
          googleMapLoader={loader}
          defaultCenter={view.center}
          defaultZoom={view.zoom}
          center={asked.center}
          zoom={asked.zoom}
          options={{ clickableIcons: false, fullscreenControl: false, streetViewControl: false, mapTypeControl: false, gestureHandling: 'greedy' }}
          onChange={({ center, zoom, bounds }) => {
            setCamera({ bounds: { north: bounds.ne.lat, east: bounds.ne.lng, south: bounds.sw.lat, west: bounds.sw.lng }, zoom });
            setAsked({ center, zoom });
            setMoved(movedFrom(view, center, zoom));
          }}
        >
          {marks.map((mark) => (
            <Marker
              key={mark.kind === 'cluster' ? `groupe-${mark.id}` : mark.pin.idUrl}
              lat={mark.lat}
              lng={mark.lng}
              mark={mark}
              selected={mark.kind === 'pin' && mark.pin.idUrl === selectedId}
              onChoose={
                mark.kind === 'cluster'
                  ? () => setAsked({ center: { lat: mark.lat, lng: mark.lng }, zoom: clusters.zoomToOpen(mark.id) })
                  : () => setSelectedId((current) => (current === mark.pin.idUrl ? null : mark.pin.idUrl))
              }
            />
          ))}
        </GoogleMapReact>
      </div>
      {moved && camera && <SearchAreaButton onClick={() => onSearchArea(areaOf(camera.bounds))} />}
      {selected && <PinCard pin={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
