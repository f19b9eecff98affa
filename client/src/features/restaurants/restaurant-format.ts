import { isoFromFrenchKey, toFrenchHour, toMinutes, WEEKDAY_LABELS, WEEKDAYS, isTime } from '../../../../common/schedule';

export { frenchDate, frenchDay, parisDayOf } from '../../../../common/french-dates';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 1250 → '12,50 €' (French format). */
export function formatCents(cents: number): string {
  return euros.format(cents / 100);
}


/** ['19:00', '02:00'] → '19h – 2h' (past midnight reads naturally). */
export function formatRange([opens, closes]: [string, string]): string {
  return `${toFrenchHour(toMinutes(opens))} – ${toFrenchHour(toMinutes(closes))}`;
}

function asRanges(value: unknown): [string, string][] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (r): r is [string, string] => Array.isArray(r) && r.length === 2 && typeof r[0] === 'string' && typeof r[1] === 'string' && isTime(r[0]) && isTime(r[1]),
  );
}

export interface DayHours {
  label: string;
  ranges: [string, string][];
}

/** The weekly schedule JSON ({ lundi: [["12:00","14:00"]], … }) as seven display rows, Monday first. */
export function weekRows(schedule: Record<string, unknown>): DayHours[] {
  return WEEKDAYS.map((key, i) => ({ label: WEEKDAY_LABELS[i], ranges: asRanges(schedule[key]) }));
}

export interface SpecialDay {
  iso: string;
  closed: boolean;
  ranges: [string, string][];
}

/** Upcoming special dates ({ "25-12-2026": [false] | [true] | [true, [o, c], …] }), soonest first. */
export function upcomingSpecialDates(specialDates: Record<string, unknown>, today: string, limit = 8): SpecialDay[] {
  const out: SpecialDay[] = [];
  for (const [key, value] of Object.entries(specialDates)) {
    const iso = isoFromFrenchKey(key);
    if (!iso || iso < today || !Array.isArray(value)) continue;
    const open = value[0] === true;
    out.push({ iso, closed: !open, ranges: open ? asRanges(value.slice(1)) : [] });
  }
  return out.sort((a, b) => a.iso.localeCompare(b.iso)).slice(0, limit);
}
