import { parisToday } from '../../../../../../common/search';
import { weekdayOf } from '../../../../../../common/schedule';
import { formatRange, frenchDay, upcomingSpecialDates, weekRows } from '../../restaurant-format';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface HoursProps {
  schedule: Record<string, unknown>;
  specialDates: Record<string, unknown>;
}

/** Opening hours per weekday (today highlighted) and the upcoming special dates. */
export function HoursTable({ schedule, specialDates }: HoursProps) {
  const today = parisToday();
  const todayIndex = weekdayOf(today);
  const rows = weekRows(schedule);
  const specials = upcomingSpecialDates(specialDates, today);
  return (
    <section className="info-block" aria-labelledby="hours-title">
      <h2 id="hours-title" className="section-title">
        Horaires d’ouverture
      </h2>
      <table className="hours">
        <caption className="visually-hidden">Horaires de la semaine, du lundi au dimanche</caption>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.label} className={i === todayIndex ? 'hours__row hours__row--today' : 'hours__row'} aria-current={i === todayIndex ? 'date' : undefined}>
              <th scope="row">
                {row.label}
                {i === todayIndex && <span className="hours__today"> (aujourd’hui)</span>}
              </th>
              <td>{row.ranges.length ? row.ranges.map(formatRange).join(' · ') : <span className="hours__closed">Fermé</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {specials.length > 0 && (
        <>
          <h3 className="info-block__subtitle">Dates particulières</h3>
          <ul className="special-dates">
            {specials.map((day) => (
              <li key={day.iso}>
                <span className="special-dates__day">{capitalize(frenchDay(day.iso))}</span>
                <span>
                  {day.closed
                    ? 'Fermé exceptionnellement'
                    : day.ranges.length
                      ? day.ranges.map(formatRange).join(' · ')
                      : 'Ouvert aux horaires habituels'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
