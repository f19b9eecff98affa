import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ToggleFavouriteMutationDocument } from '../../graphql/__generated__/hooks-favourites-favourites';
import { useFavouriteIds } from './favourite-ids';
import { takeFavouriteIntent } from './favourite-intent';
import { HeartButton } from './HeartButton';

const FAVOURITE_ERROR = 'Erreur lors de la mise à jour du favori';
const LOCK_MS = 1000;

interface CustomerFavouriteProps {
  idUrl: string;
  name: string;
  className?: string;
}

/**
 * A signed-in customer's heart (SPEC §4, §6): a click toggles the favourite, the heart and the cached
 * `me.favouriteIds` change at once (put back if the server refuses), and clicks are locked for 1 s.
 */
export default function CustomerFavourite({ idUrl, name, className }: CustomerFavouriteProps) {
  const client = useApolloClient();
  const favourites = useFavouriteIds();
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const isFav = favourites.ids?.includes(idUrl) ?? false;

  async function onClick() {
    if (lockedRef.current) return;
    lockedRef.current = true;
    setLocked(true);
    window.setTimeout(() => {
      lockedRef.current = false;
      setLocked(false);
    }, LOCK_MS);
    const before = [...(favourites.ids ?? [])];
    favourites.write(isFav ? before.filter((id) => id !== idUrl) : [idUrl, ...before]);
    try {
      const { data } = await client.mutate({ mutation: ToggleFavouriteMutationDocument, variables: { idUrl } });
      const result = data?.toggleFavourite;
      if (result?.__typename !== 'FavouriteToggle') throw new Error(result?.message ?? 'no answer');
      favourites.write(result.favourites);
    } catch {
      console.error(FAVOURITE_ERROR);
      favourites.write(before);
    }
  }

  // The heart touched before signing in: added now that the favourites are known (never removed if it was one already).
  // On the next turn: the first answer reaches this heart before Apollo has stored it, and a change written now is lost.
  const intentChecked = useRef(false);
  useEffect(() => {
    if (intentChecked.current || !favourites.ids) return;
    intentChecked.current = true;
    if (!takeFavouriteIntent(idUrl) || favourites.ids.includes(idUrl)) return;
    window.setTimeout(() => void onClick(), 0);
  });

  return <HeartButton name={name} isFav={isFav} className={className} locked={locked} onClick={() => void onClick()} />;
}
