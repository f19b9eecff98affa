import { addressMatch, isMaineEtLoirePostcode, MESSAGES, type AddressMatch } from '../../../../common/validation.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';

interface Feature {
  geometry?: { coordinates?: [number, number] };
  properties?: { label?: string; score?: number; housenumber?: string; street?: string; name?: string; postcode?: string; city?: string; oldcity?: string | null; citycode?: string };
}

export interface AddressResult {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
  address_components: { long_name: string; short_name: string; types: string[] }[];
  match: AddressMatch;
  score: number;
}

/** The national address service (GEOCODER_URL), answered in the shape SPEC §7 gives for getAddress. */
class GeocoderService {
  async search(ctx: RequestContext, address: string, city: string | undefined): Promise<{ status: 'OK' | 'ZERO_RESULTS'; results: AddressResult[]; message?: string }> {
    const url = new URL(ctx.config.geocoderUrl);
    url.searchParams.set('q', `${address.trim()} ${city?.trim() ?? ''}`.trim().slice(0, 200));
    url.searchParams.set('limit', '10');
    url.searchParams.set('index', 'address');
    let features: Feature[];
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as { features?: Feature[] };
      features = Array.isArray(body.features) ? body.features : [];
    } catch {
      throw new ServiceError('UNAVAILABLE', MESSAGES.geocoderUnavailable);
    }
    const results = features.flatMap((f) => {
      const p = f.properties ?? {};
      const coords = f.geometry?.coordinates;
      const match = addressMatch(p.score ?? 0);
      if (!match || !coords || !isMaineEtLoirePostcode(p.postcode) || !p.city) return [];
      const street = p.street ?? p.name ?? '';
      const components = [
        ...(p.housenumber ? [{ long_name: p.housenumber, short_name: p.housenumber, types: ['street_number'] }] : []),
        ...(street ? [{ long_name: street, short_name: street, types: ['route'] }] : []),
        { long_name: p.city, short_name: p.city, types: ['locality', 'political'] },
        ...(p.oldcity ? [{ long_name: p.oldcity, short_name: p.oldcity, types: ['sublocality', 'political'] }] : []),
        { long_name: p.postcode!, short_name: p.postcode!, types: ['postal_code'] },
        { long_name: 'France', short_name: 'FR', types: ['country', 'political'] },
      ];
      return [{
        formatted_address: p.label ?? `${street}, ${p.postcode} ${p.city}`,
        geometry: { location: { lat: coords[1], lng: coords[0] } },
        address_components: components,
        match,
        score: p.score ?? 0,
      }];
    });
    return results.length ? { status: 'OK', results } : { status: 'ZERO_RESULTS', results, message: MESSAGES.addressNotFound };
  }
}

export const geocoderService = new GeocoderService();
