/** The columns every restaurant card query selects, and their row shape. */
export const CARD_COLUMNS = `r.id, r.id_url, r.name, r.slug, r.types, r.cuisines, r.average_price, r.rating::float8 AS rating,
  r.review_count, r.date_published, r.filter_ids, r.street, r.postal_code, r.lat, r.lng, r.phone, r.status,
  c.name AS city_name, c.slug AS city_slug`;

export interface CardRow {
  id: number;
  id_url: string;
  name: string;
  slug: string;
  types: string[];
  cuisines: string[];
  average_price: number;
  rating: number;
  review_count: number;
  date_published: Date | null;
  filter_ids: number[];
  street: string;
  postal_code: string;
  lat: number;
  lng: number;
  phone: string | null;
  status: string;
  city_name: string;
  city_slug: string;
  distance_km?: number | null;
}
