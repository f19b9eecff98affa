import { useEffect, useRef, useState } from 'react';
import type { AddressSuggestionsQuery } from '../../../graphql/__generated__/graphql';
import { useAddressSuggestionsQuery } from '../../../graphql/__generated__/hooks-registration-registration';
import { useSiteInfo } from '../../../ui/site-info';
import { loadMapsLibrary, useConsent } from '../../consent';
import { googleSuggestions, type GooglePlaceDetails, type PlacesLibrary } from '../google-places';

type NationalSuggestion = Extract<AddressSuggestionsQuery['addressSuggestions'], { __typename: 'AddressSuggestions' }>['items'][number];
/** A suggestion of either source: its label now, its address and position once chosen (null outside the Maine-et-Loire). */
export interface Suggestion { key: string; label: string; resolve: () => Promise<GooglePlaceDetails | null> }
const national = (s: NationalSuggestion): Suggestion => ({ key: `${s.label}-${s.lat}-${s.lng}`, label: s.label, resolve: async () => s });

const MIN_ADDRESS = 5;

/**
 * The addresses suggested for what is typed (`located`: an address is chosen, none are asked for): Google Places when the
 * site has a Maps key and the visitor accepted the map's cookies; the national address service otherwise, or as soon
 * as Google cannot be reached.
 */
export function useAddressSuggestions(debounced: string, city: string, located: boolean) {
  const { info } = useSiteInfo();
  const { analytics } = useConsent();
  const [googleFailed, setGoogleFailed] = useState(false);
  const googleKey = info?.mapsEnabled && info.mapsApiKey && analytics && !googleFailed ? info.mapsApiKey : null;
  const [googleItems, setGoogleItems] = useState<{ text: string; items: Suggestion[] } | null>(null);
  const session = useRef<unknown>(null);
  useEffect(() => {
    if (!googleKey || located || debounced.length < MIN_ADDRESS) return;
    let live = true;
    loadMapsLibrary<PlacesLibrary>(googleKey, 'places')
      .then(async (places) => {
        session.current ??= new places.AutocompleteSessionToken();
        const found = await googleSuggestions(places, debounced, session.current);
        if (live) setGoogleItems({ text: debounced, items: found.map((g) => ({ key: g.placeId, label: g.label, resolve: g.details })) });
      })
      .catch((error: unknown) => {
        console.error('Google Places indisponible', error);
        if (live) setGoogleFailed(true);
      });
    return () => {
      live = false;
    };
  }, [googleKey, debounced, located]);

  const lookup = useAddressSuggestionsQuery({ variables: { address: debounced, city: city.trim() || null }, skip: googleKey !== null || located || debounced.length < MIN_ADDRESS });
  const answer = googleKey ? null : lookup.data?.addressSuggestions;
  const suggestions: Suggestion[] = located ? [] : googleKey ? (googleItems?.text === debounced ? googleItems.items : [])
    : answer?.__typename === 'AddressSuggestions' ? answer.items.map(national) : [];
  return {
    suggestions,
    /** The national service answered with no address of the Maine-et-Loire. */
    noneFound: answer?.__typename === 'AddressSuggestions' && suggestions.length === 0 && !located,
    serviceDown: answer?.__typename === 'ActionError' && answer.code === 'UNAVAILABLE',
    /** A Google suggestion was chosen: the next typing opens a new Places session. */
    endSession: () => {
      session.current = null;
    },
  };
}
