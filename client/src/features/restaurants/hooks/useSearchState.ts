import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { parseSearch, searchString, type SearchState } from '../../../../../common/search-url';

export interface SearchNavigation {
  state: SearchState;
  /** Writes a new search in the address bar; `pathname` switches city or the nearby page. */
  update: (next: SearchState, options?: { replace?: boolean; pathname?: string; focus?: 'city' }) => void;
}

/** The search state is the query string: back, forward and reload all keep it. */
export function useSearchState(): SearchNavigation {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = useMemo(() => parseSearch(params), [params]);
  const update = useCallback(
    (next: SearchState, options?: { replace?: boolean; pathname?: string; focus?: 'city' }) => {
      // `focus`: the control the new page gives the focus back to (a city chosen: the city box, not the top of the page).
      navigate({ pathname: options?.pathname ?? pathname, search: searchString(next) }, { replace: options?.replace, state: options?.focus ? { focus: options.focus } : undefined });
    },
    [navigate, pathname],
  );
  return { state, update };
}
