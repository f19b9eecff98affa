import { useSyncExternalStore } from 'react';

/**
 * How many dialogs (ui/Modal) are open: the cookie banner of a first visit waits while one is (issue 15: it never covers
 * another dialog, such as the nearby page's geolocation notice).
 */
let count = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function dialogOpened(): () => void {
  count += 1;
  notify();
  return () => {
    count -= 1;
    notify();
  };
}

export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count > 0,
    () => false,
  );
}

/** Where the focus goes when the element it should go back to is gone: the page's main content, without scrolling. */
export function focusMainContent(): void {
  const main = document.getElementById('contenu');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
