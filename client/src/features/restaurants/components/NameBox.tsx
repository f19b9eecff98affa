import { useId } from 'react';
import { SEARCH_MAX_LENGTH, SUGGESTION_DEBOUNCE_MS } from '../../../../../common/constants';
import { useSearchSuggestionsQuery } from '../../../graphql/__generated__/hooks';
import type { NearInput } from '../../../graphql/__generated__/graphql';
import { Icon } from '../../../ui/Icon';
import { SEARCH_ICON } from '../../../ui/icons';
import { useCombobox } from '../../../ui/use-combobox';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

interface NameBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen: search its text now. */
  onChoose: (text: string) => void;
  /** The search's place, where the suggestions count their restaurants. */
  citySlug: string | null;
  near: NearInput | null;
}

/**
 * The search box (issue 15): it finds names, types, cuisines, filters and dishes; its suggestions say what matched
 * (« Pizzeria — type de restaurant », « Tiramisu — à la carte de 3 restaurants »), names first.
 */
export function NameBox({ value, onChange, onChoose, citySlug, near }: NameBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const { open, setOpen, active, setActive, close, onKeyDown: keyDown, rootRef, openOnFocus, closeSoon } = useCombobox();
  const typed = value.trim();
  const debounced = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const { data } = useSearchSuggestionsQuery({ variables: { text: debounced, citySlug, near }, skip: !open || debounced.length < 2 });
  const items = open && debounced.length >= 2 && debounced === typed ? (data?.searchSuggestions ?? []) : [];
  const shown = items.length > 0;

  function choose(text: string) {
    close();
    onChoose(text);
  }

  return (
    <div className="search-bar__name" ref={rootRef}>
      <Icon path={SEARCH_ICON} className="field-icon" />
      <label htmlFor={id} className="visually-hidden">
        Restaurant, cuisine ou plat
      </label>
      <input
        id={id}
        className="name-box__input"
        type="search"
        role="combobox"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Restaurant, cuisine, plat…"
        maxLength={SEARCH_MAX_LENGTH}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onFocus={openOnFocus}
        onBlur={closeSoon}
        onChange={(e) => {
          onChange(e.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(e) => keyDown(e, items.length, { onPick: (i) => choose(items[i].text), onEnter: close, shown })}
      />
      {shown && (
        <ul id={listId} role="listbox" className="city-box__list" aria-label="Suggestions de recherche">
          {items.map((s, index) => (
            <li
              key={index}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`city-box__option${index === active ? ' city-box__option--active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s.text)}
            >
              <span className="name-box__text">{s.text}</span>
              <span className="name-box__kind">{s.line.slice(s.text.length)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
