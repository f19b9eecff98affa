import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatRating } from '../../../../../common/format';
import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { SelectedCard } from './SelectedCard';
import { viewFor } from '../map-view';
import { addOsmTiles, escapeHtml } from '../osm-tiles';

interface OsmRestaurantMapProps {
  items: CardFieldsFragment[];
  /** Tile address template ({z}/{x}/{y}) and its attribution (siteInfo, MAP_TILE_URL). */
  tileUrl: string;
  attribution: string;
}

/**
 * The map without a Google key (issue 15): OpenStreetMap tiles drawn by Leaflet, one marker per restaurant of the
 * current search (focusable, named by the restaurant), its card under the map on click or Enter. Loaded only on the map
 * page, after the map consent, like Google's.
 */
export default function OsmRestaurantMap({ items, tileUrl, attribution }: OsmRestaurantMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const view = useMemo(() => viewFor(items.map((r) => ({ lat: r.lat, lng: r.lng }))), [items]);
  const selected = items.find((r) => r.idUrl === selectedId) ?? null;

  useEffect(() => {
    if (!holder.current) return;
    const m = L.map(holder.current, { zoomControl: true, attributionControl: true });
    addOsmTiles(m, tileUrl, attribution);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    m.setView([view.center.lat, view.center.lng], view.zoom);
    group.clearLayers();
    for (const r of items) {
      const rating = formatRating(r.rating);
      const marker = L.marker([r.lat, r.lng], {
        icon: L.divIcon({ className: 'map-marker map-marker--osm', html: `<span aria-hidden="true">${escapeHtml(rating || '•')}</span>`, iconSize: [36, 36] }),
        title: `${r.name}${rating ? `, note ${rating} sur 5` : ''}`,
        alt: r.name,
        keyboard: true,
      });
      const choose = () => setSelectedId((current) => (current === r.idUrl ? null : r.idUrl));
      marker.on('click', choose);
      marker.addTo(group);
      // A marker is a focusable element: named for screen readers, chosen with Enter or Space like a button.
      const element = marker.getElement();
      element?.setAttribute('role', 'button');
      element?.setAttribute('aria-label', `${r.name}${rating ? `, note ${rating} sur 5` : ''}`);
      element?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        event.stopPropagation();
        choose();
      });
    }
  }, [items, view]);

  return (
    <div className="map-view">
      <div className="map-view__canvas" role="region" aria-label="Carte des restaurants (OpenStreetMap)" ref={holder} data-testid="osm-map" />
      {selected && <SelectedCard restaurant={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
