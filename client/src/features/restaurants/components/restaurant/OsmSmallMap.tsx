import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { addOsmTiles } from '../../../../ui/osm-tiles';

interface OsmSmallMapProps {
  lat: number;
  lng: number;
  name: string;
  /** Tile address template ({z}/{x}/{y}) and its attribution (siteInfo, MAP_TILE_URL). */
  tileUrl: string;
  attribution: string;
}

/**
 * The restaurant page's small map without a Google key (issue 15): OpenStreetMap tiles drawn by Leaflet, centred on the
 * restaurant, with one decorative pin. Lazy, like SmallMap: loaded only on the restaurant page, after the map consent.
 */
export default function OsmSmallMap({ lat, lng, name, tileUrl, attribution }: OsmSmallMapProps) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    // The wheel scrolls the page; on phones one finger scrolls it too (two fingers zoom the map).
    const m = L.map(element, { zoomControl: true, attributionControl: true, scrollWheelZoom: false, dragging: !L.Browser.mobile });
    addOsmTiles(m, tileUrl, attribution);
    m.setView([lat, lng], 16);
    const pin = L.divIcon({ className: 'address-map__osm-pin', html: '<span class="address-map__pin"></span>', iconSize: [22, 22], iconAnchor: [11, 26] });
    const marker = L.marker([lat, lng], { icon: pin, keyboard: false, interactive: false }).addTo(m);
    marker.getElement()?.setAttribute('aria-hidden', 'true');
    // The map is often created in the hidden « Restaurant » tab: its size is known only once the tab is shown.
    const resize = new ResizeObserver(() => m.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      m.remove();
    };
  }, [lat, lng, tileUrl, attribution]);

  return <div className="address-map__canvas" role="region" aria-label={`Plan d’accès : ${name}`} ref={holder} data-testid="osm-small-map" />;
}
