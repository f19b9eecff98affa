import type { Coords } from 'google-map-react';

/** Centre of the Maine-et-Loire (between Angers and Saumur), used when the list is empty. */
export const DEPARTMENT_CENTER: Coords = { lat: 47.39, lng: -0.56 };

/** Centre and zoom that show every point, without the Maps API (bounding box → zoom level). */
export function viewFor(points: Coords[], width = 800, height = 500): { center: Coords; zoom: number } {
  if (points.length === 0) return { center: DEPARTMENT_CENTER, zoom: 9 };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const north = Math.max(...lats);
  const south = Math.min(...lats);
  const east = Math.max(...lngs);
  const west = Math.min(...lngs);
  const center = { lat: (north + south) / 2, lng: (east + west) / 2 };
  if (points.length === 1) return { center, zoom: 15 };
  const latFraction = (mercatorY(north) - mercatorY(south)) / Math.PI;
  const lngFraction = (east - west) / 360;
  const zoomFor = (px: number, fraction: number) => (fraction > 0 ? Math.log2(px / 256 / fraction) : 21);
  const zoom = Math.floor(Math.min(zoomFor(height, latFraction), zoomFor(width, lngFraction), 15));
  return { center, zoom: Math.max(zoom, 7) };
}

function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  return Math.log((1 + sin) / (1 - sin)) / 2;
}
