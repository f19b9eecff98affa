import { IsOptional, IsString, MinLength } from 'class-validator';
import { CLIENT_QUERIES } from '../../../../common/graphql/__generated__/operations.js';
import { searchKey } from '../../../../common/slug.js';
import type { RequestContext } from '../../graphql/context.js';
import type { RestRoute } from '../../rest/route.js';
import { parseBody } from '../../rest/body.js';
import { IsSearchText, IsStreetAddress } from '../../validation/rules.js';
import { cityService } from './city.service.js';
import { geocoderService } from './geocoder.service.js';

class VilleBody {
  @IsString({ message: 'Le nom de la ville doit être un texte.' }) @IsSearchText() name: string;
}
class ListCityBody {
  @IsString({ message: 'Le nom de la ville doit être un texte.' }) @MinLength(1, { message: 'Saisissez le nom d’une ville.' }) @IsSearchText() cityName: string;
}
class AddressBody {
  @IsStreetAddress() address: string;
  @IsOptional() @IsString({ message: 'La ville doit être un texte.' }) @IsSearchText() city?: string;
}

const geoRest = {
  async getVille(ctx: RequestContext, body: unknown) {
    const b = await parseBody(VilleBody, body);
    const cities = await cityService.suggestions(ctx, b.name);
    return { success: true, cities: cities.map((c) => ({ name: c.name, slug: c.slug })) };
  },
  /** The communes gazetteer in the address service's feature shape, used when that service cannot answer. */
  async getListCity(ctx: RequestContext, body: unknown) {
    const b = await parseBody(ListCityBody, body);
    const key = searchKey(b.cityName);
    const cities = await cityService.suggestions(ctx, b.cityName, 10);
    return {
      success: true,
      type: 'FeatureCollection',
      features: cities.map((city) => {
        const name = searchKey(city.name);
        const score = name === key ? 1 : name.startsWith(key) ? 0.9 : 0.7;
        return {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [city.lng, city.lat] },
          properties: { postcode: city.postcodes[0], city: city.name, oldcity: null, score, type: 'municipality' },
        };
      }),
    };
  },
  async getAddress(ctx: RequestContext, body: unknown) {
    const b = await parseBody(AddressBody, body);
    return geocoderService.search(ctx, b.address, b.city);
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const geoRoutes: RestRoute[] = [
  { method: 'post', path: '/getVille', access: 'public', costedAs: { query: CLIENT_QUERIES.CitySuggestions, variables: () => ({ text: 'x' }) }, handler: geoRest.getVille },
  { method: 'post', path: '/getListCity', access: 'public', costedAs: { query: CLIENT_QUERIES.CommuneCentre, variables: () => ({ text: 'x' }) }, handler: geoRest.getListCity },
  { method: 'post', path: '/getAddress', access: 'public', costedAs: { query: CLIENT_QUERIES.AddressSuggestions, variables: () => ({ address: 'x' }) }, handler: geoRest.getAddress },
];
