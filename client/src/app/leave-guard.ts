/**
 * The browser's back and forward buttons while a page holds unsaved changes (docs/adr/0015). The site keeps React
 * Router's BrowserRouter (a data router, which useBlocker needs, would add about 17 kB gzipped to every visitor page), so
 * this listener, registered when the app's code loads, before the router's own, answers the popstate first: while a
 * question is set, it puts the page's address back and asks; leaving replays the move for the router.
 */
type Question = (leave: () => void) => void;

let question: Question | null = null;
/** History index (React Router keeps it in history.state) of the page that asked. */
let guardedIndex: number | null = null;
/** The popstate of our own restoring move, which the router must not see. */
let restoring = false;

const indexOf = (state: unknown): number | null => {
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : null;
};

/** While set, a back or forward move asks `ask` first; returns the function that stops asking. */
export function guardLeaving(ask: Question): () => void {
  question = ask;
  guardedIndex = indexOf(window.history.state);
  return () => {
    if (question === ask) question = null;
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    const ask = question;
    const to = indexOf(event.state);
    if (!ask || to === null || guardedIndex === null || to === guardedIndex) return;
    event.stopImmediatePropagation();
    const delta = to - guardedIndex;
    restoring = true;
    window.history.go(-delta);
    ask(() => {
      question = null;
      window.history.go(delta);
    });
  });
}
