import { DEPARTMENT_NAME } from '../../../../common/constants.js';
import type { RequestContext } from '../../graphql/context.js';
import { toCard, type CardRow } from '../restaurants/index.js';
import { AddressSuggestion } from './address.type.js';
import type { CityLinkRow, CityStatsRow, CitySuggestionRow, NeighbourRow } from './city.queries.js';
import { City, CityPage, DepartmentPage, type CityStats } from './city.type.js';
import type { AddressResult } from './geocoder.service.js';

/** A geocoder result (the Google-shaped answer POST /api/getAddress keeps) as the GraphQL suggestion. */
export function toAddressSuggestion(r: AddressResult): AddressSuggestion {
  const part = (type: string) => r.address_components.find((c) => c.types.includes(type))?.long_name ?? '';
  return Object.assign(new AddressSuggestion(), {
    label: r.formatted_address, street: [part('street_number'), part('route')].filter(Boolean).join(' '), postalCode: part('postal_code'),
    city: part('locality'), lat: r.geometry.location.lat, lng: r.geometry.location.lng, match: r.match,
  });
}

const toStats = (stats: CityStatsRow): CityStats => ({
  restaurantCount: stats.restaurant_count, averagePrice: stats.average_price, averageRating: stats.average_rating,
  reviewCount: stats.review_count, newCount: stats.new_count,
});

interface CityPageData { city: CitySuggestionRow; stats: CityStatsRow; best: CardRow[]; others: NeighbourRow[] }

export const toCityPage = (ctx: RequestContext, { city, stats, best, others }: CityPageData): CityPage => Object.assign(new CityPage(), {
  city: Object.assign(new City(), { name: city.name, slug: city.slug, postcodes: city.postcodes, lat: city.lat, lng: city.lng }),
  stats: toStats(stats),
  bestRated: best.map((r) => toCard(r, ctx.catalog)),
  otherCities: others.map((c) => Object.assign(new City(), { name: c.name, slug: c.slug, postcodes: [], distanceKm: Math.round(c.distance_km * 10) / 10 })),
});

interface DepartmentData { stats: CityStatsRow; best: CardRow[]; cities: CityLinkRow[] }

export const toDepartmentPage = (ctx: RequestContext, { stats, best, cities }: DepartmentData): DepartmentPage => Object.assign(new DepartmentPage(), {
  name: DEPARTMENT_NAME,
  stats: toStats(stats),
  bestRated: best.map((r) => toCard(r, ctx.catalog)),
  topCities: cities.map((c) => Object.assign(new City(), { name: c.name, slug: c.slug, postcodes: [] })),
});
