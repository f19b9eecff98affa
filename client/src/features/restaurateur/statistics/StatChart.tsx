import { frenchDate } from '../../../../../common/french-dates';

const WIDTH = 600;
const HEIGHT = 180;

/** A round top for the axis: 1, 2, 5 × 10ⁿ at or above `max`. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((m) => m * power).find((v) => v >= max) ?? 10 * power);
}

const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * One figure day by day: the period's bars and, dashed, the period before (same length, day for day) when given. Drawn
 * for the eye only (aria-hidden): the page's table carries the same figures for screen readers.
 */
export function StatChart({ label, days, current, previous = [] }: { label: string; days: string[]; current: number[]; previous?: number[] }) {
  const top = niceMax(Math.max(...current, ...previous));
  const step = WIDTH / days.length;
  const y = (v: number) => HEIGHT - (v / top) * HEIGHT;
  const previousLine = previous.map((v, i) => `${(i + 0.5) * step},${y(v)}`).join(' ');
  const middle = days[Math.floor(days.length / 2)];
  return (
    <figure className="stat-chart">
      <figcaption className="stat-chart__caption">
        {label} par jour
        {previous.length > 0 && (
          <span className="stat-chart__legend">
            <span className="stat-chart__key stat-chart__key--now" aria-hidden="true" /> cette période
            <span className="stat-chart__key stat-chart__key--before" aria-hidden="true" /> période précédente
          </span>
        )}
      </figcaption>
      <div className="stat-chart__frame">
        <span className="stat-chart__top" aria-hidden="true">{top}</span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="stat-chart__svg" aria-hidden="true" focusable="false">
          <line x1="0" y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} className="stat-chart__grid" />
          {current.map((v, i) => (
            <rect key={days[i]} x={i * step + step * 0.15} width={step * 0.7} y={y(v)} height={HEIGHT - y(v)} className="stat-chart__bar">
              <title>{`${frenchDate(days[i])} : ${v}`}</title>
            </rect>
          ))}
          {previous.length > 0 && <polyline points={previousLine} className="stat-chart__previous" vectorEffect="non-scaling-stroke" />}
        </svg>
      </div>
      <div className="stat-chart__axis" aria-hidden="true">
        <span>{short(days[0])}</span>
        <span>{short(middle)}</span>
        <span>{short(days[days.length - 1])}</span>
      </div>
    </figure>
  );
}
