import { useEffect, useState } from 'react';
import { SLIDER_COMMIT_MS } from '../../../../../common/constants';

interface DualRangeProps {
  label: string;
  min: number;
  max: number;
  step: number;
  minGap: number;
  value: [number, number];
  format: (value: number) => string;
  onCommit: (value: [number, number]) => void;
}

/** Two thumbs on one track; the pair is committed SLIDER_COMMIT_MS after the last move. */
export function DualRange({ label, min, max, step, minGap, value, format, onCommit }: DualRangeProps) {
  const [local, setLocal] = useState<[number, number]>(value);
  const [seen, setSeen] = useState(value);
  if (seen[0] !== value[0] || seen[1] !== value[1]) {
    setSeen(value);
    setLocal(value);
  }
  useEffect(() => {
    if (local[0] === value[0] && local[1] === value[1]) return;
    const timer = window.setTimeout(() => onCommit(local), SLIDER_COMMIT_MS);
    return () => window.clearTimeout(timer);
  }, [local, value, onCommit]);

  const left = ((local[0] - min) / (max - min)) * 100;
  const right = ((local[1] - min) / (max - min)) * 100;
  return (
    <div className="range">
      <p className="range__value" aria-live="polite">
        {format(local[0])} – {format(local[1])}
      </p>
      <div className="range__track" style={{ ['--from' as string]: `${left}%`, ['--to' as string]: `${right}%` }}>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={local[0]}
          aria-label={`${label} minimum`}
          aria-valuetext={format(local[0])}
          onChange={(e) => setLocal([Math.min(Number(e.target.value), local[1] - minGap), local[1]])}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={local[1]}
          aria-label={`${label} maximum`}
          aria-valuetext={format(local[1])}
          onChange={(e) => setLocal([local[0], Math.max(Number(e.target.value), local[0] + minGap)])}
        />
      </div>
    </div>
  );
}

interface SingleRangeProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  format: (value: number) => string;
  onCommit: (value: number) => void;
}

export function SingleRange({ label, min, max, step, value, format, onCommit }: SingleRangeProps) {
  const [local, setLocal] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setLocal(value);
  }
  useEffect(() => {
    if (local === value) return;
    const timer = window.setTimeout(() => onCommit(local), SLIDER_COMMIT_MS);
    return () => window.clearTimeout(timer);
  }, [local, value, onCommit]);
  const to = ((local - min) / (max - min)) * 100;
  return (
    <div className="range">
      <p className="range__value" aria-live="polite">
        {format(local)}
      </p>
      <div className="range__track" style={{ ['--from' as string]: '0%', ['--to' as string]: `${to}%` }}>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={local}
          aria-label={label}
          aria-valuetext={format(local)}
          onChange={(e) => setLocal(Number(e.target.value))}
        />
      </div>
    </div>
  );
}
