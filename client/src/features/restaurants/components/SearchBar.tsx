import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SEARCH_HOURS } from '../../../../../common/search';
import { toFrenchHour, toMinutes } from '../../../../../common/time';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useKeyboardSettledSelect } from '../../../ui/use-keyboard-settled-select';
import { dateBounds, setWhen, withChange, type SearchState } from '../../../../../common/search-url';
import { CityBox, type CityChoice } from './CityBox';
import { Icon } from '../../../ui/Icon';
import { SLIDERS_ICON } from '../../../ui/icons';
import type { NearInput } from '../../../graphql/__generated__/graphql';
import { NameBox } from './NameBox';

interface SearchBarProps {
  state: SearchState;
  onChange: (next: SearchState, options?: { replace?: boolean }) => void;
  cityLabel: string;
  onCity: (choice: CityChoice) => void;
  filterCount: number;
  onOpenFilters: () => void;
  /** The search's place: the suggestions count their restaurants there. */
  place: { citySlug: string | null; near: NearInput | null };
}

/** The search box (names, types, cuisines, dishes), city, date, half-hour and the 'Filtres' button. */
export function SearchBar({ state, onChange, cityLabel, onCity, filterCount, onOpenFilters, place }: SearchBarProps) {
  const [draft, setDraft] = useState(state.q);
  const [seenQ, setSeenQ] = useState(state.q);
  if (state.q !== seenQ) {
    // The address changed (back/forward): follow it.
    setSeenQ(state.q);
    setDraft(state.q);
  }
  const settled = useDebouncedValue(draft, 450);
  useEffect(() => {
    if (settled === draft && settled.trim() !== state.q.trim()) {
      onChange(withChange(state, { q: settled }), { replace: state.q !== '' && settled !== '' });
    }
  }, [settled, draft, state, onChange]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() !== state.q.trim()) onChange(withChange(state, { q: draft }));
  }

  return (
    <form className="search-bar" role="search" aria-label="Rechercher un restaurant" onSubmit={submit}>
      <NameBox
        value={draft}
        onChange={setDraft}
        onChoose={(text) => {
          setDraft(text);
          onChange(withChange(state, { q: text }));
        }}
        citySlug={place.citySlug}
        near={place.near}
      />
      <CityBox currentLabel={cityLabel} onChoose={onCity} />
      <WhenFields state={state} onChange={onChange} />
      <button type="button" className="button search-bar__filters" onClick={onOpenFilters} aria-haspopup="dialog">
        <Icon path={SLIDERS_ICON} /> Filtres
        {filterCount > 0 && (
          <span className="badge" aria-label={`${filterCount} actif${filterCount > 1 ? 's' : ''}`}>
            {filterCount}
          </span>
        )}
      </button>
    </form>
  );
}

/** The date and half-hour of the search. */
function WhenFields({ state, onChange }: Pick<SearchBarProps, 'state' | 'onChange'>) {
  const { min, max } = dateBounds();
  // Uncontrolled, so the keys can step through it before the choice counts; it follows the address (back/forward).
  const hourRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (hourRef.current) hourRef.current.value = state.hour ?? '';
  }, [state.hour]);
  const hourSelect = useKeyboardSettledSelect((value) => {
    if (value !== (state.hour ?? '')) onChange(setWhen(state, { hour: value || null }));
  });
  return (
    <div className="search-bar__when">
      <label className="search-bar__field">
        <span className="visually-hidden">Date</span>
        <input
          type="date"
          className="search-bar__date"
          min={min}
          max={max}
          value={state.date ?? ''}
          aria-label="Date"
          onChange={(e) => onChange(setWhen(state, { date: e.target.value || null }))}
        />
      </label>
      <label className="search-bar__field">
        <span className="visually-hidden">Heure</span>
        <select
          className="search-bar__hour"
          ref={hourRef}
          defaultValue={state.hour ?? ''}
          aria-label="Heure"
          {...hourSelect}
        >
          <option value="">Heure</option>
          {SEARCH_HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {toFrenchHour(toMinutes(hour))}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
