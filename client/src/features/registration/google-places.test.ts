import { describe, expect, it } from 'vitest';
import { googleSuggestions, type PlacesLibrary } from './google-places';

/** A stand-in for Google's Places library (unreachable from the tests), answering its documented shapes. */
function fakePlaces(seen: { request?: unknown; fields?: string[] }): PlacesLibrary {
  const place = (postcode: string) => ({
    addressComponents: [
      { longText: '12', shortText: '12', types: ['street_number'] },
      { longText: 'Rue Lenepveu', shortText: 'Rue Lenepveu', types: ['route'] },
      { longText: 'Angers', shortText: 'Angers', types: ['locality', 'political'] },
      { longText: postcode, shortText: postcode, types: ['postal_code'] },
    ],
    location: { lat: () => 47.4705, lng: () => -0.5519 },
    formattedAddress: `12 Rue Lenepveu, ${postcode} Angers, France`,
    async fetchFields(request: { fields: string[] }) {
      seen.fields = request.fields;
      return {};
    },
  });
  return {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request) {
        seen.request = request;
        return {
          suggestions: [
            { placePrediction: { placeId: 'a', text: { text: '12 Rue Lenepveu, Angers, France' }, toPlace: () => place('49100') } },
            { placePrediction: null },
            { placePrediction: { placeId: 'b', text: { text: '12 Rue Lenepveu, Paris, France' }, toPlace: () => place('75001') } },
          ],
        };
      },
    },
  };
}

describe('Google Places suggestions (a Maps key set, the map cookies accepted)', () => {
  it('asks for France only, in French, and gives the address and position of the chosen one', async () => {
    const seen: { request?: unknown; fields?: string[] } = {};
    const suggestions = await googleSuggestions(fakePlaces(seen), '12 rue Lenepveu', 'session');
    expect(seen.request).toEqual({ input: '12 rue Lenepveu', includedRegionCodes: ['fr'], language: 'fr', sessionToken: 'session' });
    expect(suggestions.map((s) => s.label)).toEqual(['12 Rue Lenepveu, Angers, France', '12 Rue Lenepveu, Paris, France']);
    expect(await suggestions[0].details()).toEqual({ label: '12 Rue Lenepveu, 49100 Angers, France', street: '12 Rue Lenepveu', postalCode: '49100', city: 'Angers', lat: 47.4705, lng: -0.5519 });
    expect(seen.fields).toEqual(['addressComponents', 'location', 'formattedAddress']);
  });
  it('refuses an address outside the Maine-et-Loire once its postcode is known', async () => {
    const suggestions = await googleSuggestions(fakePlaces({}), '12 rue Lenepveu', null);
    expect(await suggestions[1].details()).toBeNull();
  });
});
