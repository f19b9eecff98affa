import { useRef, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { TAB_BOOKING, TAB_MENU, TAB_RESTAURANT, type TabValue } from '../../restaurant-types';

const TABS: { value: TabValue; label: string; id: string }[] = [
  { value: TAB_RESTAURANT, label: 'Restaurant', id: 'restaurant' },
  { value: TAB_MENU, label: 'Menu', id: 'menu' },
  { value: TAB_BOOKING, label: 'Réservation', id: 'reservation' },
];

const SWIPE_PX = 60;

/** Next value in the loop 1 → 2 → 3 → 1 (or backwards). */
function cycleTab(value: TabValue, direction: 1 | -1): TabValue {
  return (((((value - 1 + direction) % 3) + 3) % 3) + 1) as TabValue;
}

interface RestaurantTabsProps {
  value: TabValue;
  onChange: (value: TabValue) => void;
  panels: Record<TabValue, ReactNode>;
}

/**
 * Accessible tablist (arrow keys, Home, End). On phones a horizontal swipe over the panel of more than
 * 60 px, and more than the vertical move, cycles through the tabs in a loop: a swipe to the left shows
 * the tab on the right (Restaurant 3 → Menu 2 → Réservation 1 → Restaurant 3).
 */
export function RestaurantTabs({ value, onChange, panels }: RestaurantTabsProps) {
  const refs = useRef<Record<number, HTMLButtonElement | null>>({});
  const start = useRef<{ x: number; y: number } | null>(null);

  function select(next: TabValue, focus: boolean) {
    onChange(next);
    if (focus) refs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((t) => t.value === value);
    let nextIndex: number | null = null;
    if (event.key === 'ArrowRight') nextIndex = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') nextIndex = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') nextIndex = 0;
    else if (event.key === 'End') nextIndex = TABS.length - 1;
    if (nextIndex == null) return;
    event.preventDefault();
    select(TABS[nextIndex].value, true);
  }

  function onTouchEnd(event: TouchEvent) {
    const s = start.current;
    start.current = null;
    if (!s) return;
    const t = event.changedTouches[0];
    const dx = t.clientX - s.x;
    const dy = t.clientY - s.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) onChange(cycleTab(value, dx < 0 ? -1 : 1));
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label="Sections de la page du restaurant" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[tab.value] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.value === value}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.value === value ? 0 : -1}
            className={tab.value === value ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            onClick={() => select(tab.value, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="tabs__panels"
        onTouchStart={(e) => {
          const t = e.touches[0];
          start.current = { x: t.clientX, y: t.clientY };
        }}
        onTouchEnd={onTouchEnd}
      >
        {TABS.map((tab) => (
          <div key={tab.value} role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} hidden={tab.value !== value} tabIndex={0} className="tabs__panel">
            {tab.value === value && panels[tab.value]}
          </div>
        ))}
      </div>
    </div>
  );
}
