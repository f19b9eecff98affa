import { isMaineEtLoirePostcode } from '../../../../common/validation';

/** The part of the Places library (Maps JavaScript API, "places") the wizard uses. */
export interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: { input: string; includedRegionCodes: string[]; language: string; sessionToken?: unknown }): Promise<{
      suggestions: { placePrediction: PlacePrediction | null }[];
    }>;
  };
  AutocompleteSessionToken: new () => unknown;
}
interface PlacePrediction {
  placeId: string;
  text: { text: string };
  toPlace(): {
    fetchFields(request: { fields: string[] }): Promise<unknown>;
    addressComponents?: { longText: string | null; shortText: string | null; types: string[] }[];
    location?: { lat(): number; lng(): number } | null;
    formattedAddress?: string | null;
  };
}

/** A suggestion of Google Places: its label now, its address and position once chosen (billed per session). */
export interface GooglePlaceSuggestion { label: string; placeId: string; details: () => Promise<GooglePlaceDetails | null> }
export interface GooglePlaceDetails { label: string; street: string; postalCode: string; city: string; lat: number; lng: number }

/**
 * France-only suggestions for the text typed so far (SPEC §2 step 2: « places autocomplete limited to France »). The
 * address and coordinates are fetched for the chosen one only; null when it is not an address of the Maine-et-Loire.
 */
export async function googleSuggestions(places: PlacesLibrary, input: string, sessionToken: unknown): Promise<GooglePlaceSuggestion[]> {
  const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, includedRegionCodes: ['fr'], language: 'fr', sessionToken });
  return suggestions.flatMap(({ placePrediction: p }) => (p ? [{
    label: p.text.text,
    placeId: p.placeId,
    details: async () => {
      const place = p.toPlace();
      await place.fetchFields({ fields: ['addressComponents', 'location', 'formattedAddress'] });
      const part = (type: string) => place.addressComponents?.find((c) => c.types.includes(type))?.longText ?? '';
      const postalCode = part('postal_code');
      if (!place.location || !isMaineEtLoirePostcode(postalCode)) return null;
      return {
        label: place.formattedAddress ?? p.text.text, street: [part('street_number'), part('route')].filter(Boolean).join(' '), postalCode,
        city: part('locality'), lat: place.location.lat(), lng: place.location.lng(),
      };
    },
  }] : []));
}
