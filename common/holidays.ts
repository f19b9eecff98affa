import joursFeries from '@socialgouv/jours-feries';
import { isoFromFrenchKey, isTime, weekdayOf, WEEKDAYS } from './schedule.js';
import { addMonths } from './search.js';

/** Months of public holidays shown on a restaurant page (same horizon as the search date picker). */
const HOLIDAY_MONTHS_AHEAD = 3;

export interface PublicHoliday {
  /** yyyy-mm-dd */
  iso: string;
  /** French name, e.g. 'Noël', 'Lundi de Pâques'. */
  name: string;
}

/** French public holidays (metropolitan, without Alsace-Moselle) from today to today + months, soonest first. */
export function upcomingHolidays(today: string, months = HOLIDAY_MONTHS_AHEAD): PublicHoliday[] {
  const end = addMonths(today, months);
  const firstYear = Number(today.slice(0, 4));
  const lastYear = Number(end.slice(0, 4));
  const out: PublicHoliday[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    for (const [name, date] of Object.entries(joursFeries(year))) {
      const iso = calendarDay(date);
      if (iso >= today && iso <= end) out.push({ iso, name });
    }
  }
  return out.sort((a, b) => a.iso.localeCompare(b.iso));
}

/**
 * The library builds local-midnight dates (new Date(y, m, d), and Easter-based days by adding 24 h, which
 * DST can move by an hour): read the calendar day in local time, half a day later, so the result is the same
 * in every time zone (a browser in Paris would otherwise see Christmas on the 24th through toISOString).
 */
function calendarDay(date: Date): string {
  const noon = new Date(date.getTime() + 12 * 3600 * 1000);
  return `${noon.getFullYear()}-${String(noon.getMonth() + 1).padStart(2, '0')}-${String(noon.getDate()).padStart(2, '0')}`;
}

export type HolidayPlan =
  /** The restaurant set this day as a special date. */
  | { kind: 'special'; closed: boolean; ranges: [string, string][] }
  /** No special date: the weekday's usual hours. */
  | { kind: 'usual'; ranges: [string, string][] }
  /** No special date and no hours on that weekday. */
  | { kind: 'closed' };

export interface HolidayWithPlan extends PublicHoliday {
  plan: HolidayPlan;
}

function asRanges(value: unknown): [string, string][] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (r): r is [string, string] => Array.isArray(r) && r.length === 2 && typeof r[0] === 'string' && typeof r[1] === 'string' && isTime(r[0]) && isTime(r[1]),
  );
}

/**
 * What the restaurant does on each holiday: its special date when it set one (keys dd-mm-yyyy,
 * [false] closed, [true] usual hours, [true, ranges…] these hours), otherwise the weekday's hours,
 * or closed when that weekday has none.
 */
export function holidayPlans(
  holidays: readonly PublicHoliday[],
  schedule: Record<string, unknown>,
  specialDates: Record<string, unknown>,
): HolidayWithPlan[] {
  const specials = new Map<string, unknown>();
  for (const [key, value] of Object.entries(specialDates)) {
    const iso = isoFromFrenchKey(key);
    if (iso) specials.set(iso, value);
  }
  return holidays.map((holiday) => {
    const usual = asRanges(schedule[WEEKDAYS[weekdayOf(holiday.iso)]]);
    const special = specials.get(holiday.iso);
    if (Array.isArray(special)) {
      const open = special[0] === true;
      const ranges = open ? asRanges(special.slice(1)) : [];
      return { ...holiday, plan: { kind: 'special', closed: !open, ranges: open && ranges.length === 0 ? usual : ranges } };
    }
    return { ...holiday, plan: usual.length ? { kind: 'usual', ranges: usual } : { kind: 'closed' } };
  });
}

/** Any day's hours, by the same rule as a holiday's: its special date first, else its weekday's usual hours. */
export function dayPlan(iso: string, schedule: Record<string, unknown>, specialDates: Record<string, unknown>): HolidayPlan {
  return holidayPlans([{ iso, name: '' }], schedule, specialDates)[0].plan;
}
