import type { Coords } from 'google-map-react';
import { MAX_DISTANCE_KM, MIN_DISTANCE_KM } from '../../../../common/constants';

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

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** A searched zone of the map: its centre and the search's radius. */
export interface SearchedZone {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** The visible part of a map: its bounds and its zoom. */
export interface Camera {
  bounds: Bounds;
  zoom: number;
}

const KM_PER_DEGREE = 111.32;

/**
 * « Rechercher dans cette zone » (issue 25): the centre of what the map shows and a search radius that covers its
 * shorter side, in the steps of the distance filter (5 km, from 5 to 100).
 */
export function areaOf(bounds: Bounds): SearchedZone {
  const lat = (bounds.north + bounds.south) / 2;
  const lng = (bounds.east + bounds.west) / 2;
  const heightKm = (bounds.north - bounds.south) * KM_PER_DEGREE;
  const widthKm = (bounds.east - bounds.west) * KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const half = Math.min(heightKm, widthKm) / 2;
  const radiusKm = Math.min(MAX_DISTANCE_KM, Math.max(MIN_DISTANCE_KM, Math.ceil(half / 5) * 5));
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return { lat: round(lat), lng: round(lng), radiusKm };
}

/** The view of a searched zone: its centre, zoomed to show its radius. */
export function viewForArea(center: Coords, radiusKm: number, width = 800, height = 500): { center: Coords; zoom: number } {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180));
  const { zoom } = viewFor([{ lat: center.lat - dLat, lng: center.lng - dLng }, { lat: center.lat + dLat, lng: center.lng + dLng }], width, height);
  return { center, zoom };
}

/** Whether the person moved the map away from the view it was given (a drag, a zoom, a cluster opened). */
export function movedFrom(view: { center: Coords; zoom: number }, center: Coords, zoom: number): boolean {
  return Math.round(zoom) !== view.zoom || Math.abs(center.lat - view.center.lat) > 1e-4 || Math.abs(center.lng - view.center.lng) > 1e-4;
}
