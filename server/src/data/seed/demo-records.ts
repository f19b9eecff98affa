/**
 * Builds the fictional demo restaurants as import records (the format of import-record.ts), deterministically:
 * the same seed and the same reference day always give the same records. Pure: no database, no files.
 * Each part of a restaurant is drawn by its own file (demo-kind, demo-names, demo-hours, demo-filters, demo-menus,
 * demo-biography, demo-reviews), in the order below: the draws of a restaurant come from its own fork of the seed.
 */
import { slugify } from '../../../../common/slug.js';
import type { ImportRecordInput } from '../import/import-record.js';
import { biography } from './demo-biography.js';
import { allocateByPopulation, type SeedCity } from './demo-cities.js';
import { addDays, instant } from './demo-dates.js';
import { filtersFor } from './demo-filters.js';
import { schedule, specialDatesFor } from './demo-hours.js';
import { chooseKind, PRICE } from './demo-kind.js';
import { buildMenu, dailyMenus } from './demo-menus.js';
import { restaurantName } from './demo-names.js';
import { reviewsFor } from './demo-reviews.js';
import { Random } from './random.js';
import * as V from './vocabulary.js';

export interface DemoImages {
  /** Absolute file paths of the generated images (seed/images.ts). */
  devanture: string[];
  gallery: string[];
}

export interface DemoOptions {
  /** Reference day yyyy-mm-dd (the seed's "today"); every date is relative to it. */
  today: string;
  seed?: number;
  /** Number of restaurants (default 300). */
  count?: number;
  /** Communes above this population get restaurants (default 1500). */
  minPopulation?: number;
  images: DemoImages;
}

export const DEMO_DEFAULTS = { seed: 49, count: 300, minPopulation: 1500, unpublished: 20, recent: 15 } as const;

/** One restaurant to draw: its commune, its rank, the names taken in the commune, and whether it is published. */
interface Slot {
  city: SeedCity;
  index: number;
  streets: readonly string[];
  taken: Set<string>;
  unpublished: boolean;
  recent: boolean;
  today: string;
  images: DemoImages;
}

/** Which restaurants are unpublished and which were published in the last 14 days. */
function publicationPlan(rnd: Random, total: number): { unpublished: Set<number>; recent: Set<number> } {
  const order = rnd.shuffle(Array.from({ length: total }, (_, i) => i));
  const unpublishedCount = Math.min(Math.round((DEMO_DEFAULTS.unpublished * total) / DEMO_DEFAULTS.count), total);
  const recentCount = Math.min(Math.round((DEMO_DEFAULTS.recent * total) / DEMO_DEFAULTS.count), total - unpublishedCount);
  return { unpublished: new Set(order.slice(0, unpublishedCount)), recent: new Set(order.slice(unpublishedCount, unpublishedCount + recentCount)) };
}

/** Uniform in a disc of 1.5 km around the commune centre. */
function nearCentre(r: Random, city: SeedCity): { lat: number; lng: number } {
  const dist = 1.5 * Math.sqrt(r.next());
  const angle = r.next() * 2 * Math.PI;
  const lat = Math.round((city.lat + (dist * Math.cos(angle)) / 111.2) * 1e6) / 1e6;
  const lng = Math.round((city.lng + (dist * Math.sin(angle)) / (111.2 * Math.cos((city.lat * Math.PI) / 180))) * 1e6) / 1e6;
  return { lat, lng };
}

function demoRestaurant(r: Random, slot: Slot): ImportRecordInput {
  const { city, today } = slot;
  const { types, cuisines } = chooseKind(r);
  const name = restaurantName(r, types, cuisines, city.name, slot.taken);
  const [pmin, pmax] = PRICE[types[0]] ?? [15, 30];
  const averagePrice = Math.min(95, Math.max(9, r.int(pmin, pmax)));
  const location = nearCentre(r, city);
  const sched = schedule(r, types[0], cuisines[0] ?? 'Française');
  const filters = filtersFor(r, types, cuisines, sched, averagePrice);

  let datePublished: string | null = null;
  if (!slot.unpublished) {
    const daysAgo = slot.recent ? r.int(1, 12) : r.int(15, 1000);
    datePublished = instant(addDays(today, -daysAgo), r.int(7 * 60, 19 * 60));
  }
  const hasMenu = r.chance(slot.unpublished ? 0.5 : 0.88);
  const menu = hasMenu ? buildMenu(r, types, cuisines, averagePrice) : null;
  const lunchType = ['Traditionnel', 'Bistrot', 'Brasserie', 'Ouvrier', 'Bar-Restaurant'].includes(types[0]) && (cuisines[0] ?? 'Française') === 'Française';
  if (menu && lunchType && r.chance(0.45)) menu.daily = dailyMenus(r, today, averagePrice);
  const dishes = menu?.sections?.flatMap((s) => (s.dishes ?? []).map((d) => d.name)) ?? [];
  const quality = 3.4 + r.next() * 1.4;

  const devanture = r.pick(slot.images.devanture);
  const gallery = r.sample(slot.images.gallery, r.int(2, 4));
  return {
    externalId: `demo-${String(slot.index + 1).padStart(3, '0')}`,
    name,
    types,
    cuisines,
    address: { street: `${r.int(1, 120)} ${r.pick(slot.streets)}`, postalCode: r.pick(city.postcodes), city: city.name },
    location,
    phone: `02 41 ${String(r.int(10, 99))} ${String(r.int(0, 99)).padStart(2, '0')} ${String(r.int(0, 99)).padStart(2, '0')}`,
    averagePrice,
    biography: biography(r, name, types, cuisines, city.name, filters),
    bookingUrl: r.chance(0.2) ? `https://reservation.example.fr/${slugify(name)}-${city.slug}` : null,
    isResaPhone: r.chance(0.92),
    filters,
    schedule: sched,
    specialDates: specialDatesFor(r, today, sched, types[0]),
    published: !slot.unpublished,
    ...(slot.unpublished ? { status: r.chance(0.6) ? 'draft' : 'pending' } : { datePublished }),
    photos: [
      { src: devanture, kind: 'devanture', alt: `${name} : la devanture` },
      ...gallery.map((src) => ({ src, kind: 'gallery' as const, alt: `${name} : ${r.pick(V.GALLERY_ALTS)}` })),
    ],
    menu,
    reviews: reviewsFor(r, today, datePublished, quality, dishes, slot.recent),
  };
}

/** ~300 fictional restaurants as import records; deterministic for a given seed and reference day. */
export function buildDemoRecords(cities: readonly SeedCity[], options: DemoOptions): ImportRecordInput[] {
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const count = options.count ?? DEMO_DEFAULTS.count;
  const today = options.today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Jour de référence invalide : ${today}`);
  const rnd = new Random(seed);
  const allocation = allocateByPopulation(cities, count, options.minPopulation ?? DEMO_DEFAULTS.minPopulation);
  const sortedCities = [...cities].filter((c) => allocation.has(c.slug)).sort((a, b) => b.population - a.population || a.slug.localeCompare(b.slug));
  const total = [...allocation.values()].reduce((s, n) => s + n, 0);
  const { unpublished, recent } = publicationPlan(rnd, total);

  const records: ImportRecordInput[] = [];
  let index = 0;
  for (const city of sortedCities) {
    const taken = new Set<string>();
    const streets = V.STREETS_BY_CITY[city.slug] ?? V.GENERIC_STREETS;
    const n = allocation.get(city.slug)!;
    for (let k = 0; k < n; k++, index++) {
      const slot = { city, index, streets, taken, unpublished: unpublished.has(index), recent: recent.has(index), today, images: options.images };
      records.push(demoRestaurant(rnd.fork(index + 1), slot));
    }
  }
  return records;
}

/** Today's date in Europe/Paris (yyyy-mm-dd): the default reference day of the seed. */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
