import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { DEFAULT_DISTANCE_KM, ID_URL_PATTERN, MAX_DISTANCE_KM, MIN_DISTANCE_KM, NEARBY_SLUG } from '../../../../common/constants.js';
import { CLIENT_QUERIES } from '../../../../common/graphql/__generated__/operations.js';
import { INPUT_MESSAGES, MAX_INPUT_LIST } from '../../../../common/input-rules.js';
import type { SortKey } from '../../../../common/search.js';
import type { RequestContext } from '../../graphql/context.js';
import type { CostedAs, RestRoute } from '../../rest/route.js';
import { parseBody, validateInput } from '../../rest/body.js';
import { NearArgs, NearInput, SearchInput } from './restaurant.inputs.js';
import { restCard, restRestaurant } from './restaurant.rest-shape.js';
import type { SearchSort } from './restaurant.type.js';
import { restaurantService } from './restaurant.service.js';
import { restaurantSearchService } from './search.instance.js';

const SORTS: Record<string, SortKey> = { Notes: 'RATING', 'Prix par personne': 'PRICE', Distance: 'DISTANCE', RATING: 'RATING', PRICE: 'PRICE', DISTANCE: 'DISTANCE' };

/**
 * getResto's wire shape only (types, the [min, max] pair, the French sort labels): its criteria are then converted to
 * SearchInput and validated with SearchInput's own rules, the ones GraphQL's searchRestaurants applies.
 */
class GetRestoBody {
  @IsOptional() @IsString({ message: 'Le nom doit être un texte.' }) name?: string;
  @IsOptional() @IsString({ message: 'La ville doit être un texte.' }) @MaxLength(50, { message: 'Ville inconnue.' }) city?: string;
  @IsOptional() @IsString({ message: 'Date invalide.' }) date?: string;
  @IsOptional() @IsString({ message: 'Heure invalide.' }) hour?: string;
  @IsOptional() @IsArray({ message: 'Les filtres doivent être une liste de libellés.' }) @ArrayMaxSize(MAX_INPUT_LIST, { message: INPUT_MESSAGES.listTooLong }) @IsString({ each: true, message: 'Les filtres doivent être une liste de libellés.' }) filters?: string[];
  @IsOptional() @IsArray({ message: 'Le prix doit être une paire [min, max].' }) @IsInt({ each: true, message: 'Le prix doit être une paire [min, max].' }) price?: number[];
  @IsOptional() @IsNumber({}, { message: 'La distance doit être un nombre.' }) distance?: number;
  @ValidateIf((o: GetRestoBody) => o.longitude !== undefined) @IsNumber({}, { message: 'Latitude invalide.' }) latitude?: number;
  @ValidateIf((o: GetRestoBody) => o.latitude !== undefined) @IsNumber({}, { message: 'Longitude invalide.' }) longitude?: number;
  @IsOptional() @IsIn(Object.keys(SORTS), { message: 'Tri inconnu : Notes, Prix par personne ou Distance.' }) sort?: string;
  @IsOptional() @IsInt({ message: 'Numéro de page invalide.' }) @Min(1, { message: 'Numéro de page invalide.' }) page?: number;
}

/** getRestoCoords' wire shape only: converted to NearArgs and validated with restaurantsNear's rules. */
class CoordsBody {
  @IsNumber({}, { message: 'Latitude invalide.' }) latitude: number;
  @IsNumber({}, { message: 'Longitude invalide.' }) longitude: number;
  @IsOptional() @IsNumber({}, { message: 'La distance doit être un nombre.' }) distance?: number;
}

class IdUrlBody {
  @IsString({ message: 'Identifiant de restaurant manquant.' }) @Matches(ID_URL_PATTERN, { message: 'Identifiant de restaurant invalide.' }) id_url: string;
  @IsOptional() @IsString({ message: 'Jeton d’aperçu invalide.' }) @MaxLength(500, { message: 'Jeton d’aperçu invalide.' }) previewToken?: string;
}

/** The GraphQL SearchInput a getResto body stands for (validated with SearchInput's rules before the search). */
function searchInputFromBody(b: GetRestoBody): SearchInput {
  const near = b.latitude !== undefined && b.longitude !== undefined
    ? Object.assign(new NearInput(), { lat: b.latitude, lng: b.longitude, radiusKm: b.distance ?? DEFAULT_DISTANCE_KM })
    : null;
  return Object.assign(new SearchInput(), {
    name: b.name,
    citySlug: b.city && b.city !== NEARBY_SLUG ? b.city : null,
    near,
    date: b.date,
    hour: b.hour,
    filters: b.filters,
    priceMin: b.price?.[0],
    priceMax: b.price?.[1],
    sort: b.sort ? (SORTS[b.sort] as SearchSort) : null,
    page: b.page,
  });
}

const restaurantRest = {
  async getResto(ctx: RequestContext, body: unknown) {
    const input = await validateInput(searchInputFromBody(await parseBody(GetRestoBody, body)));
    const outcome = await restaurantSearchService.search(ctx, input);
    return {
      success: true,
      restaurants: await Promise.all(outcome.rows.map((r) => restCard(ctx, r))),
      total: outcome.total,
      page: outcome.page,
      pageCount: outcome.pageCount,
      closest: outcome.closest,
    };
  },
  async getRestoCoords(ctx: RequestContext, body: unknown) {
    const b = await parseBody(CoordsBody, body);
    const args = await validateInput(Object.assign(new NearArgs(), { lat: b.latitude, lng: b.longitude, radiusKm: b.distance ?? DEFAULT_DISTANCE_KM }));
    const rows = await restaurantService.near(ctx, args);
    return { success: true, restaurants: await Promise.all(rows.map((r) => restCard(ctx, r))) };
  },
  async getInfoPageResto(ctx: RequestContext, body: unknown) {
    const b = await parseBody(IdUrlBody, body);
    const row = await restaurantService.byIdUrl(ctx, b.id_url, b.previewToken);
    return { success: true, infopage: await restRestaurant(ctx, row) };
  },
};

/** getRestoCoords as GraphQL would ask for it (cards with their photos): its cost grows with the radius, as restaurantsNear's. */
const COORDS_AS_GRAPHQL: CostedAs = {
  query: `query RestoCoords($radiusKm: Int!) { restaurantsNear(lat: 47.47, lng: -0.55, radiusKm: $radiusKm) {
    id idUrl name path citySlug cityName types cuisines averagePrice rating reviewCount datePublished isNew lat lng photos { url width height alt kind } } }`,
  variables: (body) => {
    const distance = (body as { distance?: unknown } | null)?.distance;
    const radius = typeof distance === 'number' && Number.isFinite(distance) ? Math.round(Math.min(Math.max(distance, MIN_DISTANCE_KM), MAX_DISTANCE_KM)) : DEFAULT_DISTANCE_KM;
    return { radiusKm: radius };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const restaurantRoutes: RestRoute[] = [
  { method: 'post', path: '/getResto', access: 'public', costedAs: { query: CLIENT_QUERIES.SearchRestaurants, variables: () => ({ input: {} }) }, handler: restaurantRest.getResto },
  { method: 'post', path: '/getRestoCoords', access: 'public', costedAs: COORDS_AS_GRAPHQL, handler: restaurantRest.getRestoCoords },
  { method: 'post', path: '/getInfoPageResto', access: 'public', costedAs: { query: CLIENT_QUERIES.RestaurantPage, variables: () => ({ idUrl: 'x' }) }, handler: restaurantRest.getInfoPageResto },
];
