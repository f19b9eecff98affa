/** SPEC §2/§9: on phones a horizontal swipe of 80 px opens (right to left) or closes (left to right) the filter panel. */
const FILTER_SWIPE_PX = 80;

/** Gestures that start on these elements belong to them (image carousel, sliders, fields, the map). */
const IGNORED = '.card-carousel, .range, input, select, textarea, .map-view, [data-no-swipe]';

export function swipeAction(dx: number, dy: number, open: boolean): 'open' | 'close' | null {
  if (Math.abs(dx) < FILTER_SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  if (!open && dx < 0) return 'open';
  if (open && dx > 0) return 'close';
  return null;
}

/** Listens to the window's touches and opens or closes the panel; answers the function that stops listening. */
export function listenFilterSwipe(isOpen: () => boolean, setOpen: (open: boolean) => void): () => void {
  let start: { x: number; y: number } | null = null;
  function onStart(event: TouchEvent) {
    const target = event.target instanceof Element ? event.target : null;
    start = event.touches.length === 1 && !target?.closest(IGNORED) ? { x: event.touches[0].clientX, y: event.touches[0].clientY } : null;
  }
  function onEnd(event: TouchEvent) {
    if (!start) return;
    const t = event.changedTouches[0];
    const action = swipeAction(t.clientX - start.x, t.clientY - start.y, isOpen());
    start = null;
    if (action) setOpen(action === 'open');
  }
  window.addEventListener('touchstart', onStart, { passive: true });
  window.addEventListener('touchend', onEnd, { passive: true });
  return () => {
    window.removeEventListener('touchstart', onStart);
    window.removeEventListener('touchend', onEnd);
  };
}
