import { ID_URL_PATTERN } from './constants.js';

/**
 * The restaurateur's statistics (issue 12, /statistiques): what the public pages send, what a period is, how the
 * analytics record of SPEC §3 is computed, and the French labels the page, the CSV and the dashboard share.
 */

/** The periods the page offers, in days (each compared with the one before it). */
export const STAT_PERIODS = [7, 30, 90] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

/** A session is engaged after this many seconds on the page, or a second view of the page (as GA4 counts it). */
export const ENGAGED_SECONDS = 10;
/** Time on a page counted at most per session (a tab left open all night is not 8 hours of reading). */
export const MAX_ENGAGEMENT_SECONDS = 30 * 60;
/** Events one collection request may carry (the browser batches them). */
export const MAX_AUDIENCE_EVENTS = 20;

const AUDIENCE_EVENT_TYPES = ['view', 'engagement', 'booking'] as const;
type AudienceEventType = (typeof AUDIENCE_EVENT_TYPES)[number];
export interface AudienceEvent { type: AudienceEventType; restaurant: string; seconds?: number }

export const STATISTICS_MESSAGES = {
  eventsInvalid: 'Liste d’évènements de mesure d’audience invalide.',
  tooManyEvents: `Au plus ${MAX_AUDIENCE_EVENTS} évènements par envoi.`,
  visitorInvalid: 'Identifiant de visiteur invalide.',
  periodInvalid: `Période invalide : ${STAT_PERIODS.join(', ')} jours.`,
} as const;

/** Where the browser keeps its visitor id (localStorage), removed when the audience consent is withdrawn. */
export const AUDIENCE_VISITOR_KEY = 'mijote.visitorId';

/** A browser's visitor id (random, kept with the audience consent only): 22 URL-safe characters. */
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** null when `value` is a list of events the server accepts, the French reason otherwise. */
export function checkAudienceEvents(value: unknown): string | null {
  if (!Array.isArray(value)) return STATISTICS_MESSAGES.eventsInvalid;
  if (value.length > MAX_AUDIENCE_EVENTS) return STATISTICS_MESSAGES.tooManyEvents;
  for (const e of value as unknown[]) {
    if (typeof e !== 'object' || e === null || Array.isArray(e)) return STATISTICS_MESSAGES.eventsInvalid;
    const { type, restaurant, seconds, ...rest } = e as Record<string, unknown>;
    if (Object.keys(rest).length) return STATISTICS_MESSAGES.eventsInvalid;
    if (!AUDIENCE_EVENT_TYPES.includes(type as AudienceEventType)) return STATISTICS_MESSAGES.eventsInvalid;
    if (typeof restaurant !== 'string' || !ID_URL_PATTERN.test(restaurant)) return STATISTICS_MESSAGES.eventsInvalid;
    if (type === 'engagement') {
      if (!Number.isInteger(seconds) || (seconds as number) < 0 || (seconds as number) > 86_400) return STATISTICS_MESSAGES.eventsInvalid;
    } else if (seconds !== undefined) return STATISTICS_MESSAGES.eventsInvalid;
  }
  return null;
}

export function checkVisitorId(value: unknown): string | null {
  return value === undefined || value === null || (typeof value === 'string' && VISITOR_ID_PATTERN.test(value)) ? null : STATISTICS_MESSAGES.visitorInvalid;
}

export function checkStatPeriod(value: unknown): string | null {
  return STAT_PERIODS.includes(value as StatPeriod) ? null : STATISTICS_MESSAGES.periodInvalid;
}

/** One day's counts (or a period's sums). */
export interface StatCounts {
  views: number; visitors: number; sessions: number; engagedSessions: number; engagementSeconds: number;
  phoneClicks: number; bookingClicks: number; favourites: number;
}

export const EMPTY_COUNTS: StatCounts = {
  views: 0, visitors: 0, sessions: 0, engagedSessions: 0, engagementSeconds: 0, phoneClicks: 0, bookingClicks: 0, favourites: 0,
};

export function sumCounts(days: StatCounts[]): StatCounts {
  const total = { ...EMPTY_COUNTS };
  for (const d of days) for (const k of Object.keys(total) as (keyof StatCounts)[]) total[k] += d[k];
  return total;
}

/**
 * SPEC §3's analytics record, each figure -1 when unknown: all four for a period that ended before the page was measured
 * (never published, or published after it), the two ratios also when the period had no session to divide by.
 */
export interface AnalyticsRecord { averageSessionDuration: number; engagementRate: number; screenPageViews: number; totalUsers: number }

const UNKNOWN_RECORD: AnalyticsRecord = { averageSessionDuration: -1, engagementRate: -1, screenPageViews: -1, totalUsers: -1 };

export function analyticsRecord(c: StatCounts, measured = true): AnalyticsRecord {
  if (!measured) return { ...UNKNOWN_RECORD };
  return {
    averageSessionDuration: c.sessions ? Math.round(c.engagementSeconds / c.sessions) : -1,
    engagementRate: c.sessions ? Math.round((c.engagedSessions / c.sessions) * 1000) / 1000 : -1,
    screenPageViews: c.views,
    totalUsers: c.visitors,
  };
}

/** The figures the page charts, in its order, with their French names. */
export const STAT_METRICS = [
  { key: 'views', label: 'Vues de la page', short: 'Vues' },
  { key: 'visitors', label: 'Visiteurs', short: 'Visiteurs' },
  { key: 'sessions', label: 'Visites', short: 'Visites' },
  { key: 'engagedSessions', label: 'Visites engagées', short: 'Engagées' },
  { key: 'engagementSeconds', label: 'Temps passé sur la page (secondes)', short: 'Secondes' },
  { key: 'phoneClicks', label: 'Clics sur le téléphone', short: 'Téléphone' },
  { key: 'bookingClicks', label: 'Clics sur le lien de réservation', short: 'Réservation' },
  { key: 'favourites', label: 'Ajouts aux favoris', short: 'Favoris' },
] as const satisfies readonly { key: keyof StatCounts; label: string; short: string }[];

/** The change from `before` to `now` in whole percent; null when there was nothing before. */
function percentChange(now: number, before: number): number | null {
  if (before <= 0) return null;
  return Math.round(((now - before) / before) * 100);
}

/** "+12 %", "−5 %", "=" or "nouveau" (nothing in the period before), as the page and the dashboard write it. */
export function changeLabel(now: number, before: number): string {
  const p = percentChange(now, before);
  if (p === null) return now > 0 ? 'nouveau' : '=';
  if (p === 0) return '=';
  return `${p > 0 ? '+' : '−'}${Math.abs(p)}\u202f%`;
}

/** "1 min 05 s", "42 s", or "—" for -1 (unknown). */
export function formatDuration(seconds: number): string {
  if (seconds < 0) return '—';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
}

/** "37 %" or "—" for -1. */
export function formatRate(rate: number): string {
  return rate < 0 ? '—' : `${Math.round(rate * 100)}\u202f%`;
}

/** The statistics as CSV for a spreadsheet (French Excel: `;` separator, BOM, one line per day). */
export function statisticsCsv(days: (StatCounts & { day: string })[]): string {
  const head = ['Date', ...STAT_METRICS.map((m) => m.label)];
  const lines = days.map((d) => [d.day, ...STAT_METRICS.map((m) => String(d[m.key]))]);
  return `\uFEFF${[head, ...lines].map((l) => l.map((c) => (/[;"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';')).join('\r\n')}\r\n`;
}

/** The ISO day `n` days after `isoDay` (n may be negative). */
export function addDays(isoDay: string, n: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The `period` days ending on `lastDay`, oldest first. */
export function periodDays(lastDay: string, period: number): string[] {
  return Array.from({ length: period }, (_, i) => addDays(lastDay, i - period + 1));
}
