import L from 'leaflet';

/** Text made safe for Leaflet's HTML strings (attribution, marker labels). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The OpenStreetMap tiles (issue 15) of a Leaflet map, with their attribution shown (no Leaflet prefix). Imported only by
 * the lazy Leaflet components, so leaflet stays out of the main bundle.
 */
export function addOsmTiles(map: L.Map, tileUrl: string, attribution: string): void {
  map.attributionControl.setPrefix(false);
  L.tileLayer(tileUrl, { attribution: escapeHtml(attribution), maxZoom: 19 }).addTo(map);
}
