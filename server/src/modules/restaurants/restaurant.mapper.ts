import { NEW_BADGE_DAYS } from '../../../../common/constants.js';
import { rangesToSchedule, frenchDateKey, specialDateValue } from '../../../../common/schedule.js';
import { restaurantPath } from '../../../../common/slug.js';
import type { FilterCatalog } from './filter-catalog.js';
import { MapPin, Photo, Restaurant, RestaurantCard, RestaurantOffline } from './restaurant.type.js';
import type { CardRow, FullRow, Hours, PhotoRow, PinRow } from './restaurants.queries.js';

function isNew(datePublished: Date | null, now = Date.now()): boolean {
  return !!datePublished && now - datePublished.getTime() < NEW_BADGE_DAYS * 86_400_000 && datePublished.getTime() <= now;
}

export function toPin(row: PinRow): MapPin {
  return Object.assign(new MapPin(), {
    idUrl: row.id_url,
    name: row.name,
    path: restaurantPath(row.city_slug, row.name, row.id_url),
    lat: row.lat,
    lng: row.lng,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    averagePrice: row.average_price,
    type: row.main_type,
    cityName: row.city_name,
  });
}

export function toCard(row: CardRow, catalog: FilterCatalog): RestaurantCard {
  return Object.assign(new RestaurantCard(), {
    id: String(row.id),
    restaurantId: row.id,
    idUrl: row.id_url,
    name: row.name,
    slug: row.slug,
    path: restaurantPath(row.city_slug, row.name, row.id_url),
    citySlug: row.city_slug,
    cityName: row.city_name,
    types: row.types,
    cuisines: row.cuisines,
    averagePrice: row.average_price,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    datePublished: row.date_published,
    isNew: isNew(row.date_published),
    distanceKm: row.distance_km == null ? null : Math.round(row.distance_km * 10) / 10,
    lat: row.lat,
    lng: row.lng,
    address: { street: row.street, postalCode: row.postal_code, city: row.city_name },
    filters: catalog.labels(row.filter_ids),
    phoneRaw: row.phone,
  });
}

/** A photo row, or a photo entity (they share these names), as GraphQL shows it. */
export function toPhoto(p: Pick<PhotoRow, 'path' | 'kind' | 'width' | 'height' | 'alt'>): Photo {
  return Object.assign(new Photo(), { url: `/media/${p.path}`, kind: p.kind, width: p.width, height: p.height, alt: p.alt });
}

export function scheduleOf(hours: Hours): Record<string, [string, string][]> {
  return rangesToSchedule(hours.ranges);
}

/** Upcoming special dates keyed dd-mm-yyyy, as DESIGN §6 shows them. */
export function specialDatesOf(hours: Hours): Record<string, unknown> {
  return Object.fromEntries(hours.specials.map((s) => [frenchDateKey(s.day), specialDateValue({ day: s.day, closed: s.closed, ranges: s.ranges })]));
}

/** The public page's answer: the restaurant, or, for one no longer on line, its name and similar restaurants nearby. */
export function toRestaurantPage(shown: { row: FullRow } | { offline: FullRow; similar: CardRow[] }, catalog: FilterCatalog): Restaurant | RestaurantOffline {
  if ('offline' in shown) {
    const { offline, similar } = shown;
    return Object.assign(new RestaurantOffline(), { name: offline.name, cityName: offline.city_name, citySlug: offline.city_slug, similar: similar.map((r) => toCard(r, catalog)) });
  }
  const { row } = shown;
  return Object.assign(new Restaurant(), toCard(row, catalog), {
    phone: row.phone, biography: row.biography, bookingUrl: row.booking_url, isResaPhone: row.is_resa_phone, published: row.status === 'published', dateUpdate: row.date_update,
  });
}
