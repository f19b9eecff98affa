import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatRating } from '../../../../../common/format';
import { areaOf, movedFrom, viewFor, viewForArea, type Camera, type SearchedZone } from '../map-view';
import { addOsmTiles, escapeHtml } from '../../../ui/osm-tiles';
import { markLabel, PinClusters, type MapMark, type Pin } from '../pin-clusters';
import { PinCard } from './PinCard';
import { SearchAreaButton } from './SearchAreaButton';

interface OsmRestaurantMapProps {
  /** Every restaurant of the search (mapPins), grouped when they are close. */
  pins: readonly Pin[];
  /** The zone searched with « Rechercher dans cette zone », shown as it was chosen; otherwise the map frames the pins. */
  zone: SearchedZone | null;
  onSearchArea: (area: SearchedZone) => void;
  /** Tile address template ({z}/{x}/{y}) and its attribution (siteInfo, MAP_TILE_URL). */
  tileUrl: string;
  attribution: string;
}

/** The markers' HTML: a group shows how many restaurants it holds, a restaurant its rating. */
function iconOf(mark: MapMark, selected: boolean, rating: string): L.DivIcon {
  if (mark.kind === 'cluster') {
    return L.divIcon({ className: 'map-marker map-marker--osm map-marker--cluster', html: `<span aria-hidden="true">${mark.count}</span>`, iconSize: [44, 44] });
  }
  const className = `map-marker map-marker--osm${selected ? ' map-marker--selected' : ''}`;
  return L.divIcon({ className, html: `<span aria-hidden="true">${escapeHtml(rating || '•')}</span>`, iconSize: [36, 36] });
}

interface MarkActions {
  selectedId: string | null;
  /** The zoom at which a group opens. */
  zoomToOpen: (clusterId: number) => number;
  onPin: (idUrl: string) => void;
}

/** One marker: a group zooms in when chosen, a restaurant shows or hides its card; both reachable with the keyboard. */
function drawMark(map: L.Map, group: L.LayerGroup, mark: MapMark, { selectedId, zoomToOpen, onPin }: MarkActions): void {
  const rating = mark.kind === 'pin' ? formatRating(mark.pin.rating) : '';
  const label = markLabel(mark, rating);
  const marker = L.marker([mark.lat, mark.lng], { icon: iconOf(mark, mark.kind === 'pin' && mark.pin.idUrl === selectedId, rating), title: label, alt: label, keyboard: true });
  const choose = mark.kind === 'cluster' ? () => map.setView([mark.lat, mark.lng], zoomToOpen(mark.id)) : () => onPin(mark.pin.idUrl);
  marker.on('click', choose);
  marker.addTo(group);
  // A marker is a focusable element: named for screen readers, chosen with Enter or Space like a button.
  const element = marker.getElement();
  element?.setAttribute('role', 'button');
  element?.setAttribute('aria-label', label);
  element?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    choose();
  });
}

/**
 * The map without a Google key (issue 15): OpenStreetMap tiles drawn by Leaflet, every restaurant of the search grouped
 * by supercluster (issue 25): a group opens with a zoom, a restaurant shows its card on click or Enter; once the person
 * moves the map, « Rechercher dans cette zone ». Loaded only on the map page, after the map consent, like Google's.
 */
export default function OsmRestaurantMap({ pins, zone, onSearchArea, tileUrl, attribution }: OsmRestaurantMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef<ReturnType<typeof viewFor> | null>(null);
  const [camera, setCamera] = useState<Camera | null>(null);
  const [moved, setMoved] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const clusters = useMemo(() => new PinClusters(pins), [pins]);
  const selected = pins.find((p) => p.idUrl === selectedId) ?? null;
  const zoneKey = zone ? `${zone.lat},${zone.lng},${zone.radiusKm}` : '';

  useEffect(() => {
    if (!holder.current) return;
    const m = L.map(holder.current, { zoomControl: true, attributionControl: true });
    addOsmTiles(m, tileUrl, attribution);
    layer.current = L.layerGroup().addTo(m);
    setMap(m);
    return () => {
      m.remove();
      setMap(null);
    };
  }, [tileUrl, attribution]);

  // What the map shows, after every move (the person's or ours); declared before the framing so it sees the first one.
  useEffect(() => {
    if (!map) return;
    const follow = () => {
      const b = map.getBounds();
      const zoom = map.getZoom();
      setCamera({ bounds: { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() }, zoom });
      const c = map.getCenter();
      if (fitted.current) setMoved(movedFrom(fitted.current, { lat: c.lat, lng: c.lng }, zoom));
    };
    map.on('moveend', follow);
    return () => {
      map.off('moveend', follow);
    };
  }, [map]);

  // A new search: frame its restaurants, or the zone it was asked for.
  useEffect(() => {
    if (!map) return;
    const size = map.getSize();
    const [lat, lng, radiusKm] = zoneKey.split(',').map(Number);
    const view = zoneKey ? viewForArea({ lat, lng }, radiusKm, size.x, size.y) : viewFor(pins.map((p) => ({ lat: p.lat, lng: p.lng })), size.x, size.y);
    fitted.current = view;
    map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
    map.fire('moveend');
  }, [map, pins, zoneKey]);

  useEffect(() => {
    const group = layer.current;
    if (!map || !group || !camera) return;
    group.clearLayers();
    for (const mark of clusters.marks(camera)) {
      drawMark(map, group, mark, { selectedId, zoomToOpen: (id) => clusters.zoomToOpen(id), onPin: (idUrl) => setSelectedId((current) => (current === idUrl ? null : idUrl)) });
    }
  }, [map, clusters, camera, selectedId]);

  return (
    <div className="map-view">
      <div className="map-view__canvas" role="region" aria-label="Carte des restaurants (OpenStreetMap)" ref={holder} data-testid="osm-map" />
      {moved && camera && <SearchAreaButton onClick={() => onSearchArea(areaOf(camera.bounds))} />}
      {selected && <PinCard pin={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
