import { useEffect, useRef, useState } from 'react';

/** Focuses, after the next render, the element with this data-focus key (a moved row's button follows its row). */
export function useFocusAfterRender() {
  const pending = useRef<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    const target = document.querySelector<HTMLElement>(`[data-focus="${pending.current}"]`);
    pending.current = null;
    target?.focus();
  }, [tick]);
  return (key: string) => {
    pending.current = key;
    setTick((t) => t + 1);
  };
}

interface MoveButtonsProps {
  index: number;
  count: number;
  focusKey: string;
  what: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  removeLabel: string;
}

/** Monter / Descendre / Retirer: buttons, so the order is changed with the keyboard as with the mouse (no drag-only UI). */
export function MoveButtons({ index, count, focusKey, what, onMove, onRemove, removeLabel }: MoveButtonsProps) {
  return (
    <div className="row-actions">
      <button type="button" className="button button--small" data-focus={`${focusKey}-up`} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Monter ${what}`}>
        ↑ Monter
      </button>
      <button type="button" className="button button--small" data-focus={`${focusKey}-down`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`Descendre ${what}`}>
        ↓ Descendre
      </button>
      <button type="button" className="button button--small button--danger" onClick={onRemove} aria-label={`${removeLabel} ${what}`}>
        {removeLabel}
      </button>
    </div>
  );
}

/**
 * The button that keeps the focus once a row has moved from `from` to `to` of `count` rows: the same direction's button,
 * unless the row has reached that end (then the other one, still enabled). Rows carry keys so the focus follows the row.
 */
export function movedFocusKey(rowKey: string, from: number, to: number, count: number): string {
  if (to < from) return `${rowKey}-${to === 0 ? 'down' : 'up'}`;
  return `${rowKey}-${to === count - 1 ? 'up' : 'down'}`;
}
