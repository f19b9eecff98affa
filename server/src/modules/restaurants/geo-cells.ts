/**
 * Map cells of restaurant.search_keys (migration 1764000000000): fine cells of 0.05° × 0.075°
 * (about 5.5 km) and coarse cells of 0.2° × 0.3° (about 22 km), numbered as the SQL function
 * mijote_geo_cells numbers them.
 */
const LEVELS = [
  { base: 100_000_000, dLat: 0.05, dLng: 0.075 },
  { base: 200_000_000, dLat: 0.2, dLng: 0.3 },
] as const;

export function cellsOfPoint(lat: number, lng: number): number[] {
  return LEVELS.map((l) => l.base + Math.floor((lat - 40) / l.dLat) * 10000 + Math.floor((lng + 10) / l.dLng));
}

/** Every cell of one level covering the box around a point; fine cells up to 20 km, coarse beyond. */
export function cellsAround(lat: number, lng: number, radiusKm: number): number[] {
  const level = radiusKm <= 20 ? LEVELS[0] : LEVELS[1];
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.cos((lat * Math.PI) / 180));
  const lat0 = Math.floor((lat - dLat - 40) / level.dLat);
  const lat1 = Math.floor((lat + dLat - 40) / level.dLat);
  const lng0 = Math.floor((lng - dLng + 10) / level.dLng);
  const lng1 = Math.floor((lng + dLng + 10) / level.dLng);
  const cells: number[] = [];
  for (let a = lat0; a <= lat1; a++) for (let b = lng0; b <= lng1; b++) cells.push(level.base + a * 10000 + b);
  return cells;
}
