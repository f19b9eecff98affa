/**
 * Notices to account holders (issue 28 item 3, docs/adr/0044): an admin writes a notice of a change of terms or price
 * with its date of effect, and it is e-mailed to every account holder concerned. The CGU restaurateurs and the CGV
 * promise 15 days' notice for the business terms and a price rise (P2B art. 3); the CGU promise a notice « avant son
 * entrée en vigueur ». The rules and French messages serve area 1's form and the server alike.
 */
import { frenchLongDate } from './french-dates.js';
import { parisToday } from './search.js';

export const NOTICE_KINDS = {
  CUSTOMER_TERMS: 'Modification des CGU (clients)',
  BUSINESS_TERMS: 'Modification des CGU restaurateurs',
  PRICE: 'Modification du prix de l’abonnement',
} as const;
export type NoticeKind = keyof typeof NOTICE_KINDS;

/** Who receives each kind: customers for the CGU, restaurateurs for their terms and the subscription's price. */
export const NOTICE_AUDIENCE: Record<NoticeKind, 'customer' | 'restaurateur'> = { CUSTOMER_TERMS: 'customer', BUSINESS_TERMS: 'restaurateur', PRICE: 'restaurateur' };
export const NOTICE_AUDIENCE_LABELS = { customer: 'les comptes clients', restaurateur: 'les comptes restaurateurs' } as const;

/**
 * Days between the day of sending (Paris) and the date of effect, at least: 15 for the business terms and the price
 * (CGU restaurateurs § 8, CGV § 2, P2B art. 3), 1 for the CGU (« avant son entrée en vigueur »).
 */
export const NOTICE_MIN_DAYS: Record<NoticeKind, number> = { CUSTOMER_TERMS: 1, BUSINESS_TERMS: 15, PRICE: 15 };

export const NOTICE_LIMITS = { subjectMin: 5, subjectMax: 150, bodyMin: 20, bodyMax: 5000, listed: 20 } as const;

export const NOTICE_MESSAGES = {
  kind: 'Choisissez le type de préavis.',
  subject: `L’objet compte de ${NOTICE_LIMITS.subjectMin} à ${NOTICE_LIMITS.subjectMax} caractères, sur une ligne.`,
  body: `Le texte compte de ${NOTICE_LIMITS.bodyMin} à ${NOTICE_LIMITS.bodyMax} caractères.`,
  date: 'Indiquez la date d’entrée en vigueur (jj/mm/aaaa).',
  tooSoon: (kind: NoticeKind, earliest: string) => NOTICE_MIN_DAYS[kind] === 1
    ? `La modification doit entrer en vigueur après l’envoi du préavis : le ${frenchLongDate(earliest)} au plus tôt.`
    : `Un préavis de ${NOTICE_MIN_DAYS[kind]} jours est dû aux restaurateurs : la date d’entrée en vigueur doit être le ${frenchLongDate(earliest)} au plus tôt.`,
  notFound: 'Préavis introuvable.',
  queued: (count: number, audience: string) => `Préavis enregistré : il part vers ${audience} (${count} au moment de l’envoi), par lots ; suivez l’envoi ci-dessous.`,
} as const;

/** `isoDay` + `days` (yyyy-mm-dd). */
function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The earliest date of effect for a notice of `kind` sent at `now` (Paris days). */
export function earliestEffect(kind: NoticeKind, now: Date = new Date()): string {
  return addDays(parisToday(now), NOTICE_MIN_DAYS[kind]);
}

export interface NoticeDraft { kind: string; subject: string; body: string; effectiveOn: string }

const isKind = (kind: string): kind is NoticeKind => Object.hasOwn(NOTICE_KINDS, kind);
const length = (text: string) => [...text.trim()].length;

/** Each field's problem (null when fine), as the form and the server check them; the date is judged against `now`'s Paris day. */
export const NOTICE_CHECKS = {
  kind: (kind: string): string | null => (isKind(kind) ? null : NOTICE_MESSAGES.kind),
  subject: (subject: string): string | null => {
    const n = length(subject);
    return n < NOTICE_LIMITS.subjectMin || n > NOTICE_LIMITS.subjectMax || /[\r\n]/.test(subject.trim()) ? NOTICE_MESSAGES.subject : null;
  },
  body: (body: string): string | null => {
    const n = length(body);
    return n < NOTICE_LIMITS.bodyMin || n > NOTICE_LIMITS.bodyMax ? NOTICE_MESSAGES.body : null;
  },
  effectiveOn: (effectiveOn: string, draft: Pick<NoticeDraft, 'kind'>, now: Date = new Date()): string | null => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveOn) || Number.isNaN(Date.parse(`${effectiveOn}T12:00:00Z`))
      || new Date(`${effectiveOn}T12:00:00Z`).toISOString().slice(0, 10) !== effectiveOn) return NOTICE_MESSAGES.date;
    if (!isKind(draft.kind)) return null;
    const earliest = earliestEffect(draft.kind, now);
    return effectiveOn < earliest ? NOTICE_MESSAGES.tooSoon(draft.kind, earliest) : null;
  },
} as const;

/** The first problem of a notice sent at `now`, with its field, or null. */
export function checkNotice(draft: NoticeDraft, now: Date = new Date()): { field: keyof NoticeDraft; message: string } | null {
  const problems: [keyof NoticeDraft, string | null][] = [
    ['kind', NOTICE_CHECKS.kind(draft.kind)], ['subject', NOTICE_CHECKS.subject(draft.subject)], ['body', NOTICE_CHECKS.body(draft.body)],
    ['effectiveOn', NOTICE_CHECKS.effectiveOn(draft.effectiveOn, draft, now)],
  ];
  const first = problems.find(([, message]) => message !== null);
  return first ? { field: first[0], message: first[1]! } : null;
}
