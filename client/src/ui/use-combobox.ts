import { useState, type KeyboardEvent } from 'react';

interface ComboboxKeys {
  /** The option at this index was chosen with Enter. */
  onPick: (index: number) => void;
  /** Enter with no option highlighted (the caller decides whether it submits, chooses the first option…). */
  onEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Escape while the list is already closed. */
  onEscapeClosed?: () => void;
  /** Whether the list is on screen, when it can be open with nothing to show (no suggestion yet): then it is closed. */
  shown?: boolean;
}

/**
 * The keyboard of a combobox's list (WAI-ARIA combobox pattern), shared by the city box and the search box: arrows open
 * the list and move through its `count` options, Enter picks the highlighted one, Escape closes the list.
 */
export function useCombobox() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, count: number, keys: ComboboxKeys) {
    const listOpen = keys.shown ?? open;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter') {
      if (listOpen && active >= 0 && active < count) {
        event.preventDefault();
        keys.onPick(active);
      } else keys.onEnter?.(event);
    } else if (event.key === 'Escape') {
      if (listOpen) {
        event.preventDefault();
        close();
      } else keys.onEscapeClosed?.();
    }
  }
  return { open, setOpen, active, setActive, close, onKeyDown };
}
