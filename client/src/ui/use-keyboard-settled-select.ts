import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';

/** How long a choice made with the arrow keys waits before it counts (a person stepping through the list). */
const KEYBOARD_SETTLE_MS = 800;

/**
 * Handlers for an uncontrolled native select (defaultValue, keyed by its value) whose choice is applied when it is made:
 * at once with a mouse, a finger or the browser's list, but when stepping through it with the keys (Chrome fires
 * `change` at each step of a closed select) only on Enter, on leaving it, or once the keys have rested KEYBOARD_SETTLE_MS.
 */
export function useKeyboardSettledSelect(apply: (value: string) => void) {
  const keyed = useRef(false);
  const timer = useRef(0);
  const pending = useRef<string | null>(null);
  const commit = () => {
    window.clearTimeout(timer.current);
    const value = pending.current;
    pending.current = null;
    if (value !== null) apply(value);
  };
  return {
    onKeyDown: (e: KeyboardEvent<HTMLSelectElement>) => {
      keyed.current = e.key !== 'Enter';
      if (!keyed.current) commit();
    },
    onChange: (e: ChangeEvent<HTMLSelectElement>) => {
      if (!keyed.current) return apply(e.target.value);
      pending.current = e.target.value;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(commit, KEYBOARD_SETTLE_MS);
    },
    onBlur: commit,
  };
}
