/** The demo's calendar: days relative to the seed's reference day, and the French public holidays. */

export const DAY_MS = 86_400_000;

export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function instant(isoDay: string, minutes: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + minutes * 60_000).toISOString();
}

function easter(year: number): string {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** French public holidays (the SPEC §9 list follows this calendar), plus 24-12 and 31-12 evenings. */
export function frenchHolidays(year: number): { day: string; name: string }[] {
  const e = easter(year);
  return [
    { day: `${year}-01-01`, name: "Jour de l'an" },
    { day: addDays(e, 1), name: 'Lundi de Pâques' },
    { day: `${year}-05-01`, name: 'Fête du Travail' },
    { day: `${year}-05-08`, name: 'Victoire 1945' },
    { day: addDays(e, 39), name: 'Ascension' },
    { day: addDays(e, 50), name: 'Lundi de Pentecôte' },
    { day: `${year}-07-14`, name: 'Fête nationale' },
    { day: `${year}-08-15`, name: 'Assomption' },
    { day: `${year}-11-01`, name: 'Toussaint' },
    { day: `${year}-11-11`, name: 'Armistice' },
    { day: `${year}-12-24`, name: 'Réveillon de Noël' },
    { day: `${year}-12-25`, name: 'Noël' },
    { day: `${year}-12-31`, name: 'Saint-Sylvestre' },
  ];
}

export function frenchKey(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}-${m}-${y}`;
}

export function weekdayOf(isoDay: string): number {
  return (new Date(`${isoDay}T12:00:00Z`).getUTCDay() + 6) % 7;
}
