/**
 * Keys of restaurant.search_keys beside the filter ids, numbered as the SQL functions of migrations
 * 1764000000000 and 1764100000000 number them:
 * - map cells at two sizes: fine cells of 0.05° × 0.075° (about 5.5 km) and coarse cells of 0.2° × 0.3° (about 22 km);
 * - one key per (filter, coarse cell) pair, for searches by place and filters.
 */
const LEVELS = [
  { base: 100_000_000, dLat: 0.05, dLng: 0.075 },
  { base: 200_000_000, dLat: 0.2, dLng: 0.3 },
] as const;
type Level = (typeof LEVELS)[number];
const FILTER_CELL_BASE = 1_000_000_000;

const latIndex = (lat: number, l: Level) => Math.floor((lat - 40) / l.dLat);
const lngIndex = (lng: number, l: Level) => Math.floor((lng + 10) / l.dLng);
const mod100 = (n: number) => ((n % 100) + 100) % 100;

export function cellsOfPoint(lat: number, lng: number): number[] {
  return LEVELS.map((l) => l.base + latIndex(lat, l) * 10000 + lngIndex(lng, l));
}

export function filterCellsOfPoint(filterIds: readonly number[], lat: number, lng: number): number[] {
  const coarse = LEVELS[1];
  return filterIds.map((f) => filterCellKey(f, latIndex(lat, coarse), lngIndex(lng, coarse)));
}

function filterCellKey(filterId: number, a: number, b: number): number {
  return FILTER_CELL_BASE + filterId * 10000 + mod100(a) * 100 + mod100(b);
}

/** [lat index, lng index] of every cell of a level covering the box around a point. */
function indexesAround(level: Level, lat: number, lng: number, radiusKm: number): [number, number][] {
  // Callers check the service area and the radius first (common/input-rules.ts); this keeps a bug there from looping.
  if (!(Math.abs(lat) <= 80 && Math.abs(lng) <= 180 && radiusKm > 0 && radiusKm <= 200)) throw new RangeError(`Zone de recherche hors limites (${lat}, ${lng}, ${radiusKm} km)`);
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.cos((lat * Math.PI) / 180));
  const out: [number, number][] = [];
  for (let a = latIndex(lat - dLat, level); a <= latIndex(lat + dLat, level); a++) {
    for (let b = lngIndex(lng - dLng, level); b <= lngIndex(lng + dLng, level); b++) out.push([a, b]);
  }
  return out;
}

/** Every cell of one level covering the box around a point; fine cells up to 20 km, coarse beyond. */
export function cellsAround(lat: number, lng: number, radiusKm: number): number[] {
  const level = radiusKm <= 20 ? LEVELS[0] : LEVELS[1];
  return indexesAround(level, lat, lng, radiusKm).map(([a, b]) => level.base + a * 10000 + b);
}

/** For each filter, its keys in the coarse cells covering the box around a point (a restaurant must match one of each). */
export function filterCellsAround(filterIds: readonly number[], lat: number, lng: number, radiusKm: number): number[][] {
  const cells = indexesAround(LEVELS[1], lat, lng, radiusKm);
  return filterIds.map((f) => cells.map(([a, b]) => filterCellKey(f, a, b)));
}
