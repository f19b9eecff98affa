import { priceSymbols } from '../../../../common/format';
import type { CardFieldsFragment } from '../../graphql/__generated__/graphql';
import type { RestaurantData } from './restaurant-types';

/** schema.org data of the pages (SPEC §9: lists carry their first 10 restaurants). */
export const STRUCTURED_LIST_LIMIT = 10;

type Json = Record<string, unknown>;

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

function aggregateRating(rating: number | null | undefined, reviewCount: number): Json | undefined {
  if (!reviewCount || !rating) return undefined;
  return { '@type': 'AggregateRating', ratingValue: Math.round(rating * 10) / 10, reviewCount, bestRating: 5, worstRating: 1 };
}

/** The Restaurant object of a restaurant page. */
export function restaurantJsonLd(r: RestaurantData, origin: string): Json {
  const front = r.photos.find((p) => p.kind === 'devanture') ?? r.photos[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: r.name,
    url: absolute(origin, r.path),
    image: front ? absolute(origin, front.url) : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: r.address.street,
      postalCode: r.address.postalCode,
      addressLocality: r.address.city,
      addressRegion: 'Maine-et-Loire',
      addressCountry: 'FR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: r.lat, longitude: r.lng },
    telephone: r.phone ? `+33${r.phone.replace(/\D/g, '').replace(/^0/, '')}` : undefined,
    servesCuisine: r.cuisines.length ? r.cuisines : undefined,
    priceRange: priceSymbols(r.averagePrice),
    aggregateRating: aggregateRating(r.rating, r.reviewCount),
  };
}

/** The ItemList of a result page: its first 10 restaurants, in the order shown. */
export function itemListJsonLd(items: readonly CardFieldsFragment[], origin: string, name: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.slice(0, STRUCTURED_LIST_LIMIT).map((r, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Restaurant',
        name: r.name,
        url: absolute(origin, r.path),
        image: r.photos[0] ? absolute(origin, r.photos[0].url) : undefined,
        address: { '@type': 'PostalAddress', addressLocality: r.cityName, addressCountry: 'FR' },
        servesCuisine: r.cuisines.length ? r.cuisines : undefined,
        priceRange: priceSymbols(r.averagePrice),
        aggregateRating: aggregateRating(r.rating, r.reviewCount),
      },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
