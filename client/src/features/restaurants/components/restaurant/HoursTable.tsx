import { capitalized as capitalize } from '../../../../../../common/french-dates';
import { holidayPlans, upcomingHolidays, type HolidayPlan } from '../../../../../../common/holidays';
import { parisToday } from '../../../../../../common/search';
import { weekdayOf } from '../../../../../../common/schedule';
import { formatRange, frenchDay, upcomingSpecialDates, weekRows } from '../../restaurant-format';


interface HoursProps {
  schedule: Record<string, unknown>;
  specialDates: Record<string, unknown>;
}

/** Opening hours per weekday (today highlighted) and the upcoming special dates. */
export function HoursTable({ schedule, specialDates }: HoursProps) {
  const today = parisToday();
  const todayIndex = weekdayOf(today);
  const rows = weekRows(schedule);
  const holidays = holidayPlans(upcomingHolidays(today), schedule, specialDates);
  const holidayDays = new Set(holidays.map((h) => h.iso));
  // A special date that falls on a public holiday is shown once, in the holidays list.
  const specials = upcomingSpecialDates(specialDates, today).filter((day) => !holidayDays.has(day.iso));
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
              <td>{row.ranges.length ? <Ranges ranges={row.ranges} /> : <span className="hours__closed">Fermé</span>}</td>
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
                      ? <Ranges ranges={day.ranges} />
                      : 'Ouvert aux horaires habituels'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {holidays.length > 0 && (
        <>
          <h3 className="info-block__subtitle">Jours fériés à venir</h3>
          <ul className="special-dates special-dates--holidays">
            {holidays.map((day) => (
              <li key={day.iso}>
                <span className="special-dates__day">
                  {capitalize(frenchDay(day.iso))} <span className="special-dates__name">({day.name})</span>
                </span>
                <HolidayText plan={day.plan} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** '12h – 14h · 19h – 22h', each range kept on one line. */
export function Ranges({ ranges }: { ranges: [string, string][] }) {
  return (
    <>
      {ranges.map((range, i) => (
        <span key={range.join('-')}>
          {i > 0 && ' · '}
          <span className="hours__range">{formatRange(range)}</span>
        </span>
      ))}
    </>
  );
}

function HolidayText({ plan }: { plan: HolidayPlan }) {
  if (plan.kind === 'closed') return <span>Fermé</span>;
  if (plan.kind === 'usual') return <span>Horaires habituels : <Ranges ranges={plan.ranges} /></span>;
  if (plan.closed) return <span>Fermé exceptionnellement</span>;
  return plan.ranges.length ? <span>Horaires spéciaux : <Ranges ranges={plan.ranges} /></span> : <span>Ouvert aux horaires habituels</span>;
}
