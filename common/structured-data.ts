import { priceSymbols } from './format.js';

/**
 * schema.org data of the pages (SPEC §9: lists carry their first 10 restaurants), built the same by the server for the
 * HTML it sends and by the client as the visitor moves.
 */
const STRUCTURED_LIST_LIMIT = 10;

type Json = Record<string, unknown>;

interface PhotoRef { url: string; kind?: string | null }

/** What a restaurant page shows (the RestaurantPage query's Restaurant). */
export interface RestaurantLdSource {
  name: string;
  path: string;
  photos: readonly PhotoRef[];
  address: { street: string; postalCode: string; city: string };
  lat: number;
  lng: number;
  phone?: string | null;
  cuisines: readonly string[];
  averagePrice?: number | null;
  rating?: number | null;
  reviewCount: number;
  /** The published reviews the page shows (the API returns no other): marked up with their dates (issue 14). */
  reviews?: readonly ReviewLdSource[];
}

interface ReviewLdSource { authorName: string; rating: number; title?: string | null; text: string; publishedAt: string | Date; editedAt?: string | Date | null }

/** Reviews marked up on a restaurant page, newest first. */
const STRUCTURED_REVIEW_LIMIT = 10;

const isoDay = (instant: string | Date) => new Date(instant).toISOString().slice(0, 10);

function reviewJsonLd(v: ReviewLdSource): Json {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: v.authorName },
    name: v.title || undefined,
    reviewBody: v.text,
    datePublished: isoDay(v.publishedAt),
    dateModified: v.editedAt ? isoDay(v.editedAt) : undefined,
    reviewRating: { '@type': 'Rating', ratingValue: v.rating, bestRating: 5, worstRating: 1 },
  };
}

/** What a result card shows (the CardFields fragment). */
export interface CardLdSource {
  name: string;
  path: string;
  cityName: string;
  photos: readonly PhotoRef[];
  cuisines: readonly string[];
  averagePrice?: number | null;
  rating?: number | null;
  reviewCount: number;
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

function aggregateRating(rating: number | null | undefined, reviewCount: number): Json | undefined {
  if (!reviewCount || !rating) return undefined;
  return { '@type': 'AggregateRating', ratingValue: Math.round(rating * 10) / 10, reviewCount, bestRating: 5, worstRating: 1 };
}

/** The Restaurant object of a restaurant page. */
export function restaurantJsonLd(r: RestaurantLdSource, origin: string): Json {
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
    review: r.reviews?.length
      ? [...r.reviews].sort((a, b) => new Date(b.publishedAt).getTime() - new Date(a.publishedAt).getTime()).slice(0, STRUCTURED_REVIEW_LIMIT).map(reviewJsonLd)
      : undefined,
  };
}

/** The ItemList of a result page: its first 10 restaurants, in the order shown. */
export function itemListJsonLd(items: readonly CardLdSource[], origin: string, name: string): Json {
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
