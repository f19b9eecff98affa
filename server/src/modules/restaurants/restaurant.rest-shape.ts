import type { RequestContext } from '../../graphql/context.js';
import { scheduleOf, specialDatesOf, toCard, toPhoto } from './restaurant.mapper.js';
import type { CardRow, FullRow } from './restaurants.queries.js';

/** Restaurant card JSON of DESIGN §6 (getResto, getRestoCoords); photos and hours come through the loaders. */
export async function restCard(ctx: RequestContext, row: CardRow) {
  const card = toCard(row, ctx.catalog);
  const [photos, hours, isFav] = await Promise.all([ctx.loaders.photos.load(row.id), ctx.loaders.hours.load(row.id), ctx.loaders.isFavourite.load(row.id)]);
  const shown = photos.filter((p) => p.kind === 'devanture' || p.kind === 'gallery').map(toPhoto);
  return {
    id: row.id,
    idResto: row.id,
    id_url: row.id_url,
    name: row.name,
    city: row.city_slug,
    visibleCity: row.city_name,
    path: card.path,
    img: shown[0]?.url ?? null,
    imgSup: shown.slice(1).map((p) => p.url),
    note: card.rating,
    nbr_review: row.review_count,
    total_price: row.average_price,
    type: row.types,
    cuisines: row.cuisines,
    date_published: row.date_published,
    isFav,
    address: [row.street, `${row.postal_code} ${row.city_name}`],
    filters: card.filters,
    schedule: scheduleOf(hours),
    special_date: specialDatesOf(hours),
    ...(row.distance_km != null ? { distance: card.distanceKm } : {}),
  };
}

/** Full restaurant of SPEC §3 (getInfoPageResto). */
export async function restRestaurant(ctx: RequestContext, row: FullRow) {
  const card = await restCard(ctx, row);
  const photos = (await ctx.loaders.photos.load(row.id)).map(toPhoto);
  const reviews = await ctx.loaders.publishedReviews.load(row.id);
  return {
    name: row.name,
    id_url: row.id_url,
    idrestaurant: row.id,
    devanture: photos.find((p) => p.kind === 'devanture')?.url ?? null,
    type: row.types,
    note: card.note,
    nbr_review: row.review_count,
    address: card.address,
    location: { type: 'Point', coordinates: [row.lng, row.lat] },
    phone: row.phone,
    listimg: photos.filter((p) => p.kind === 'gallery').map((p) => p.url),
    schedule: card.schedule,
    special_date: card.special_date,
    biography: row.biography,
    total_price: row.average_price,
    cuisines: row.cuisines,
    filters: card.filters,
    is_resa_phone: row.is_resa_phone,
    booking_url: row.booking_url,
    date_update: row.date_update,
    date_published: row.date_published,
    visiblecity: row.city_name,
    city: row.city_slug,
    published: row.status === 'published',
    reviews: reviews.map((r) => ({
      id: r.id, author: r.author_name, rating: r.rating, text: r.text, visit_date: r.visit_date, published_at: r.published_at,
    })),
  };
}
