/**
 * The restaurant import format (npm run db:import, and the demo seed): what a JSON file holds, and the normalised
 * record the writer stores. Documented in schema/rest.md, "Import de restaurants"; validated by import-record.ts.
 */
import type { Weekday } from '../../../../common/schedule.js';
import type { ImportableUnpublishedStatus } from '../../../../common/restaurant-status.js';

// ---------------------------------------------------------------------------------------------
// Input format (what a JSON file holds)
// ---------------------------------------------------------------------------------------------

export type PhotoKind = 'devanture' | 'gallery' | 'menu';
export type MenuStyle = 'classique' | 'ardoise' | 'moderne';
export type ReviewStatus = 'pending' | 'published' | 'rejected' | 'removed';
export type UnpublishedStatus = ImportableUnpublishedStatus;

interface ImportPhotoInput { src: string; kind?: PhotoKind; alt?: string }
interface ImportDishInput { name: string; description?: string; price?: number | null }
interface ImportMenuInput {
  style?: MenuStyle;
  sections?: { title: string; dishes?: ImportDishInput[] }[];
  daily?: { title?: string; description?: string; price?: number | null; startsOn: string; endsOn?: string }[];
}
export interface ImportReviewInput {
  author: string;
  rating: number;
  text: string;
  visitDate: string;
  createdAt: string;
  status?: ReviewStatus;
}

/** One restaurant of an import file. Optional fields take the defaults given in schema/rest.md. */
export interface ImportRecordInput {
  externalId: string;
  name: string;
  types: string[];
  cuisines?: string[];
  address: { street: string; postalCode: string; city: string };
  location: { lat: number; lng: number };
  phone?: string | null;
  averagePrice?: number;
  biography?: string;
  bookingUrl?: string | null;
  isResaPhone?: boolean;
  filters?: string[];
  schedule?: Partial<Record<Weekday, [string, string][]>>;
  specialDates?: Record<string, [boolean, ...[string, string][]]>;
  published?: boolean;
  /** Only when published is false: draft (default), pending or rejected. */
  status?: UnpublishedStatus;
  datePublished?: string | null;
  photos?: (string | ImportPhotoInput)[];
  menu?: ImportMenuInput | null;
  reviews?: ImportReviewInput[];
}

export const IMPORT_LIMITS = {
  photos: 30,
  specialDates: 200,
  sections: 30,
  dishesPerSection: 60,
  dailyMenus: 60,
  reviews: 2000,
} as const;

// ---------------------------------------------------------------------------------------------
// Normalised record (what the writer stores)
// ---------------------------------------------------------------------------------------------

export interface CityRef { id: number; name: string; slug: string; postcodes: string[] }

export interface RestaurantRecord {
  externalId: string;
  name: string;
  slug: string;
  types: string[];
  cuisines: string[];
  street: string;
  postalCode: string;
  /** The city as written in the file. */
  cityInput: string;
  /** Resolved when a city list was given to the validator. */
  city: CityRef | null;
  lat: number;
  lng: number;
  phone: string | null;
  averagePrice: number;
  biography: string;
  bookingUrl: string | null;
  isResaPhone: boolean;
  filters: string[];
  /** Mon=0…Sun=6, minutes; closes ≤ opens runs past midnight. */
  openingRanges: { weekday: number; opens: number; closes: number }[];
  specialDates: { day: string; closed: boolean; ranges: { opens: number; closes: number }[] }[];
  status: UnpublishedStatus | 'published';
  /** ISO date-time; null = keep the stored one, or now when the restaurant becomes published. */
  datePublished: string | null;
  photos: { src: string; kind: PhotoKind; position: number; alt: string }[];
  menu: {
    style: MenuStyle;
    sections: { title: string; dishes: { name: string; description: string; priceCents: number | null }[] }[];
  } | null;
  dailyMenus: { title: string; description: string; priceCents: number | null; startsOn: string; endsOn: string }[];
  reviews: { author: string; rating: number; text: string; visitDate: string; createdAt: string; status: ReviewStatus }[];
}

export type ValidationResult = { ok: true; record: RestaurantRecord } | { ok: false; path: string; reason: string };

export interface ValidateOptions {
  /** Table city; when given, address.city must match one (by slug or accent-insensitive name). */
  cities?: readonly CityRef[];
}
