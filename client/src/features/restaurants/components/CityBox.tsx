import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, SUGGESTION_DEBOUNCE_MS, SUGGESTION_LIMIT } from '../../../../../common/constants';
import { useCitySuggestionsQuery } from '../../../graphql/__generated__/hooks';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { NEARBY_LABEL } from '../../../../../common/search-url';
import { Icon } from '../../../ui/Icon';
import { CLOSE_ICON, PIN_ICON } from '../../../ui/icons';
import { useCombobox } from '../../../ui/use-combobox';

export type CityChoice = { kind: 'city'; slug: string; name: string } | { kind: 'nearby' } | { kind: 'none' };

interface CityBoxProps {
  /** Name shown when the box is not being edited ('' on home). */
  currentLabel: string;
  onChoose: (choice: CityChoice) => void;
}

/** « À proximité », then at most 5 cities for the text typed (asked 300 ms after the last key, while the list is open). */
function useCityOptions(typed: string, open: boolean) {
  const debounced = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const { data } = useCitySuggestionsQuery({ variables: { text: debounced }, skip: !open || debounced.length < 1 });
  const cities = debounced.length >= 1 ? (data?.citySuggestions ?? []).slice(0, SUGGESTION_LIMIT) : [];
  const options: CityChoice[] = [{ kind: 'nearby' }, ...cities.map((c) => ({ kind: 'city' as const, slug: c.slug, name: c.name }))];
  return { cities, options, nothingFound: Boolean(typed && debounced === typed && cities.length === 0 && data) };
}

/** Combobox of cities (at most 5 suggestions, 300 ms debounce) with an 'À proximité' option. */
export function CityBox({ currentLabel, onChoose }: CityBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState<string | null>(null);
  const { open, setOpen, active, setActive, close, onKeyDown: keyDown, rootRef, openOnFocus, closeSoon, focusQuietly } = useCombobox();
  const inputRef = useRef<HTMLInputElement>(null);
  // A city just chosen opens its page: the focus comes back here rather than to the top of the page (issue 15), without
  // opening the suggestions again over the date and hour (issue 25).
  const focusHere = (useLocation().state as { focus?: string } | null)?.focus === 'city';
  useEffect(() => {
    if (focusHere) focusQuietly(inputRef.current);
  }, [focusHere, focusQuietly]);
  const typed = (text ?? '').trim();
  const { cities, options, nothingFound } = useCityOptions(typed, open);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    keyDown(event, options.length, {
      onPick: (index) => choose(options[index]),
      onEnter: (e) => {
        e.preventDefault();
        if (open && cities.length > 0 && typed) choose(options[1]);
        else if (text !== null && typed === '') choose({ kind: 'none' });
      },
      onEscapeClosed: () => setText(null),
    });

  function choose(choice: CityChoice) {
    close();
    setText(null);
    onChoose(choice);
  }

  const shown = text ?? currentLabel;
  return (
    <div className="city-box" ref={rootRef}>
      <label htmlFor={id} className="visually-hidden">
        Ville
      </label>
      <Icon path={PIN_ICON} className="field-icon" />
      <input
        ref={inputRef}
        id={id}
        className="city-box__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Ville ou à proximité"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={shown}
        onFocus={(e) => {
          openOnFocus();
          e.currentTarget.select();
        }}
        onBlur={closeSoon}
        onChange={(e) => {
          setText(e.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {currentLabel && (
        <button type="button" className="city-box__clear" aria-label="Effacer la ville" onClick={() => choose({ kind: 'none' })}>
          <Icon path={CLOSE_ICON} size={18} />
        </button>
      )}
      {open && <CityList id={listId} options={options} active={active} nothingFound={nothingFound} onChoose={choose} />}
    </div>
  );
}

interface CityListProps {
  id: string;
  options: CityChoice[];
  active: number;
  nothingFound: boolean;
  onChoose: (choice: CityChoice) => void;
}

function CityList({ id, options, active, nothingFound, onChoose }: CityListProps) {
  return (
    <ul id={id} role="listbox" className="city-box__list" aria-label="Suggestions de villes">
      {options.map((option, index) => (
        <li
          key={option.kind === 'city' ? option.slug : option.kind}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={`city-box__option${index === active ? ' city-box__option--active' : ''}${option.kind === 'nearby' ? ' city-box__option--nearby' : ''}`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(option)}
        >
          {option.kind === 'city' ? option.name : NEARBY_LABEL}
        </li>
      ))}
      {nothingFound && (
        <li className="city-box__empty" role="presentation">
          Aucune ville trouvée
        </li>
      )}
    </ul>
  );
}
