import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useAuth } from '../accounts/auth/auth-context';

export const FAVOURITE_ERROR = 'Erreur lors de la mise à jour du favori';
const LOCK_MS = 1000;

interface FavouriteButtonProps {
  idUrl: string;
  name: string;
  className?: string;
}

/**
 * The heart (SPEC §4, §6): a visitor gets the connection screen; a customer toggles the favourite, the heart and the
 * local list change at once and clicks are locked for 1 s; restaurant owners (and admins) never see it.
 */
export function FavouriteButton({ idUrl, name, className }: FavouriteButtonProps) {
  const auth = useAuth();
  const client = useApolloClient();
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  if (auth.isLogin === 2 || auth.role === 'admin') return null;
  const isFav = auth.isLogin === 1 && auth.restoFav.includes(idUrl);

  async function onClick() {
    if (auth.isLogin === 0) {
      auth.openConnection('login');
      return;
    }
    if (lockedRef.current) return;
    lockedRef.current = true;
    setLocked(true);
    window.setTimeout(() => {
      lockedRef.current = false;
      setLocked(false);
    }, LOCK_MS);
    const before = auth.restoFav;
    auth.setRestoFav(isFav ? before.filter((id) => id !== idUrl) : [idUrl, ...before]);
    try {
      // Most visitors never toggle a favourite: the mutation is fetched with the first click, not with every list.
      const { ToggleFavouriteMutationDocument } = await import('../../graphql/__generated__/hooks-favourites-favourites');
      const { data } = await client.mutate({ mutation: ToggleFavouriteMutationDocument, variables: { idUrl } });
      const result = data?.toggleFavourite;
      if (result?.__typename !== 'FavouriteToggle') throw new Error(result?.message ?? 'no answer');
      auth.setRestoFav(result.favourites);
    } catch {
      console.error(FAVOURITE_ERROR);
      auth.setRestoFav(before);
    }
  }

  return (
    <button
      type="button"
      className={`favourite${isFav ? ' favourite--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={isFav}
      aria-label={`${name} dans mes favoris`}
      title={isFav ? 'Retirer des favoris' : 'Ajouter aux favoris'}
      aria-disabled={locked || undefined}
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.3s-7.2-4.4-9.1-8.9C1.6 8.2 3.6 4.6 7.1 4.6c2 0 3.5 1 4.9 2.8 1.4-1.8 2.9-2.8 4.9-2.8 3.5 0 5.5 3.6 4.2 6.8-1.9 4.5-9.1 8.9-9.1 8.9Z"
          fill={isFav ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
