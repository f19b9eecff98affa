/** Times of day (also re-exported by schedule.ts): the search bar needs these two without the rest of the hours rules. */
/** "HH:MM" from 00:00 to 23:59. */
export const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" (or "24:00") → minutes from midnight. */
export function toMinutes(text: string): number {
  if (text === '24:00') return 1440;
  const m = HHMM.exec(text);
  if (!m) throw new Error(`Heure invalide : ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** French display: 19h30, 12h */
export function toFrenchHour(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mm = m % 60;
  return mm ? `${h}h${String(mm).padStart(2, '0')}` : `${h}h`;
}
