/**
 * Calendar days written in French (yyyy-mm-dd in, text out), one place for the client, the server and the e-mails:
 * the first of the month reads « 1er » (« vendredi 1er janvier »), as French typography wants. Days are calendar days:
 * formatted at noon UTC so no time zone moves them.
 */
const FORMATS = {
  day: new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  date: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  monthYear: new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
} as const;

function format(kind: keyof typeof FORMATS, iso: string): string {
  const parts = FORMATS[kind].formatToParts(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
  return parts.map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value)).join('');
}

/** '2027-01-01' → 'vendredi 1er janvier' */
export const frenchDay = (iso: string): string => format('day', iso);
/** '2025-03-14' → '14 mars 2025' */
export const frenchDate = (iso: string): string => format('date', iso);
/** '2026-12-25' → 'vendredi 25 décembre 2026' */
export const frenchLongDate = (iso: string): string => format('long', iso);
/** '2026-03-14' → 'mars 2026' */
export const frenchMonthYear = (iso: string): string => format('monthYear', iso);
/** The first letter in capitals, for a date that starts a line: 'Vendredi 1er janvier'. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const PARIS_DAY = new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
/** An instant (ISO timestamp) as its Paris calendar day (yyyy-mm-dd). */
export const parisDayOf = (timestamp: string | Date): string => PARIS_DAY.format(new Date(timestamp));

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
/** An instant in Paris time: '24 novembre 2026 à 14h05'. */
export const frenchDateTime = (instant: string | Date): string =>
  `${frenchDate(parisDayOf(instant))} à ${PARIS_TIME.format(new Date(instant)).replace(':', 'h')}`;

const PARIS_SHORT = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit',
});
/** An instant in Paris time, short and to the second, for a log's column: '29/11/2026 10:41:07'. */
export const frenchShortDateTime = (instant: string | Date): string => PARIS_SHORT.format(new Date(instant));
