import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

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
 * A press anywhere outside `rootRef` (the box and its list) closes it too: on a phone a tap on a map or on text does not
 * always take the focus away from the box, and the list would stay over the fields below (issue 25).
 * `focusQuietly` gives the box the focus without opening its list (a page that hands the focus back after a choice).
 */
export function useCombobox() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const quiet = useRef(false);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  useEffect(() => {
    if (!open) return;
    const onPress = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActive(-1);
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [open]);
  // Leaving the box (Tab) closes the list a moment later, so that a click on an option still counts; coming back first
  // cancels it.
  const blurTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);
  const closeSoon = () => {
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => {
      setOpen(false);
      setActive(-1);
    }, 150);
  };
  /** For the input's onFocus: the list opens when the person comes to the box, not when a page puts the focus back. */
  const openOnFocus = () => {
    window.clearTimeout(blurTimer.current);
    if (quiet.current) quiet.current = false;
    else setOpen(true);
  };
  const focusQuietly = useCallback((input: HTMLInputElement | null) => {
    if (!input || document.activeElement === input) return;
    quiet.current = true;
    input.focus({ preventScroll: true });
    quiet.current = false;
  }, []);
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
  return { open, setOpen, active, setActive, close, onKeyDown, rootRef, openOnFocus, closeSoon, focusQuietly };
}
