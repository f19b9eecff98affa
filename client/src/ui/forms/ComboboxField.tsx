import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

interface ComboboxFieldProps<V extends FieldValues, S> {
  name: FieldPath<V>;
  label: string;
  maxLength: number;
  placeholder?: string;
  /** What to suggest for the text typed so far (the parent asks the server, debounced). */
  suggestions: readonly S[];
  optionKey: (s: S) => string;
  optionLabel: (s: S) => ReactNode;
  /** A suggestion was picked (click, Enter): the parent fills the field and its neighbours. */
  onChoose: (s: S) => void;
  /** Shown under the list when the text matches nothing (null: nothing shown). */
  emptyText?: string | null;
  /** Shown under the field (a notice, such as the address service being down). */
  hint?: ReactNode;
  /** Called on every edit of the text (to forget a previous choice). */
  onEdit?: () => void;
}

/** The open list and its active option: arrows move among the suggestions, Enter picks, Escape closes. */
function useSuggestionKeys<S>(suggestions: readonly S[], pick: (s: S) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }
  return { open, setOpen, active, setActive, onKeyDown };
}

/**
 * A text field with suggestions (WAI-ARIA combobox with a listbox): typing shows the suggestions, arrows move among
 * them, Enter picks, Escape closes; the field's French error is shown and cleared on edit like every form field.
 */
export function ComboboxField<V extends FieldValues, S>({
  name, label, maxLength, placeholder, suggestions, optionKey, optionLabel, onChoose, emptyText, hint, onEdit,
}: ComboboxFieldProps<V, S>) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const { control, clearErrors } = useFormContext<V>();
  const { field, fieldState } = useController<V>({ name, control });
  const error = fieldState.error?.message;
  const { open, setOpen, active, setActive, onKeyDown } = useSuggestionKeys(suggestions, choose);
  const value = (field.value as string | undefined) ?? '';
  const showList = open && value.trim().length > 0 && (suggestions.length > 0 || Boolean(emptyText));

  function choose(s: S) {
    setOpen(false);
    setActive(-1);
    if (error) clearErrors(name);
    onChoose(s);
  }

  return (
    <div className={`text-input combobox${error ? ' text-input--invalid' : ''}`}>
      <label htmlFor={id} className="text-input__label">
        {label}
      </label>
      <input
        ref={field.ref}
        id={id}
        name={field.name}
        className="text-input__field"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          field.onChange(event.target.value.slice(0, maxLength));
          if (error) clearErrors(name);
          setOpen(true);
          setActive(-1);
          onEdit?.();
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          field.onBlur();
          window.setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      <SuggestionList id={listId} label={label} shown={showList} suggestions={suggestions} active={active} optionKey={optionKey} optionLabel={optionLabel} onChoose={choose} emptyText={emptyText} />
      {error && (
        <p id={errorId} className="text-input__error" role="alert">
          {error}
        </p>
      )}
      {hint}
    </div>
  );
}

interface SuggestionListProps<S> extends Pick<ComboboxFieldProps<FieldValues, S>, 'label' | 'suggestions' | 'optionKey' | 'optionLabel' | 'onChoose' | 'emptyText'> {
  id: string;
  shown: boolean;
  active: number;
}

function SuggestionList<S>({ id, label, shown, suggestions, active, optionKey, optionLabel, onChoose, emptyText }: SuggestionListProps<S>) {
  return (
    <ul id={id} role="listbox" aria-label={`Suggestions : ${label}`} className="combobox__list" hidden={!shown}>
      {shown &&
        suggestions.map((s, index) => (
          <li
            key={optionKey(s)}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(s)}
          >
            {optionLabel(s)}
          </li>
        ))}
      {shown && suggestions.length === 0 && emptyText && (
        <li className="combobox__empty" role="presentation">
          {emptyText}
        </li>
      )}
    </ul>
  );
}
