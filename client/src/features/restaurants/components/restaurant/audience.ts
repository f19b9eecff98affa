import { useEffect } from 'react';
import { AUDIENCE_VISITOR_KEY, ENGAGED_SECONDS, MAX_ENGAGEMENT_SECONDS, type AudienceEvent } from '../../../../../../common/statistics-rules';
import { apiFetch, useAuth } from '../../../accounts';
import { useConsent } from '../../../consent';
import { keepSessionId, sessionId } from './phone-session';

/**
 * First-party audience measurement of restaurant pages (issue 12, ADR 0017), only with the « Mesure d'audience »
 * consent: a view once the page has loaded, the time the page was visible, and booking-link clicks, batched and sent
 * to /api/analytics/collect when the browser is idle or the page is hidden. No cookie: the session id lives in
 * sessionStorage (the phone clicks' one) and a random visitor id in localStorage, renewed after 13 months and deleted
 * when the consent is withdrawn (consent/analytics.ts stopAnalytics).
 */
const ENDPOINT = '/api/analytics/collect';
const SECONDS_PREFIX = 'mijote.seconds.';
const VISITOR_MAX_AGE_MS = 13 * 30 * 86_400_000;

const queue: AudienceEvent[] = [];
let enabled = false;

function store(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function visitorId(): string | null {
  const local = store('localStorage');
  if (!local) return null;
  try {
    const kept = JSON.parse(local.getItem(AUDIENCE_VISITOR_KEY) ?? 'null') as { id: string; since: number } | null;
    if (kept && Date.now() - kept.since < VISITOR_MAX_AGE_MS) return kept.id;
  } catch {
    // An unreadable value is replaced.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  local.setItem(AUDIENCE_VISITOR_KEY, JSON.stringify({ id, since: Date.now() }));
  return id;
}

function flush(): void {
  if (!enabled || !queue.length) return;
  const events = queue.splice(0, queue.length);
  const body = JSON.stringify({ events, sessionId: sessionId() ?? undefined, visitorId: visitorId() ?? undefined });
  apiFetch<{ sessionId?: string }>(ENDPOINT, { method: 'POST', body, keepalive: true })
    .then((answer) => keepSessionId(answer.sessionId))
    .catch(() => {
      // Measurement never disturbs the visit: a lost batch is lost.
    });
}

function send(event: AudienceEvent, now = false): void {
  if (!enabled) return;
  queue.push(event);
  if (now) flush();
  else if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(flush, { timeout: 2000 });
  else setTimeout(flush, 200);
}

/** A click on the restaurant's booking link (sent at once: the page may be left). */
export function trackBookingClick(idUrl: string): void {
  send({ type: 'booking', restaurant: idUrl }, true);
}

/**
 * Measures the restaurant page `idUrl` while it is shown (published pages only, never a preview): one view after the
 * load, then the seconds the page was visible in this session, sent past ENGAGED_SECONDS and whenever it is hidden.
 * The owner's own visits are not measured (the server also ignores them when the call carries their bearer).
 */
export function usePageAudience(page: string | null): void {
  const { analytics } = useConsent();
  const own = useAuth().restaurant?.idUrl;
  const idUrl = page === own ? null : page;
  useEffect(() => {
    enabled = analytics;
    if (!analytics || !idUrl) return;
    const session = store('sessionStorage');
    const key = `${SECONDS_PREFIX}${idUrl}`;
    let seconds = Number(session?.getItem(key) ?? 0) || 0;
    let visibleSince = document.visibilityState === 'visible' ? Date.now() : null;
    let sent = seconds;
    const total = () => Math.min(MAX_ENGAGEMENT_SECONDS, Math.round(seconds + (visibleSince ? (Date.now() - visibleSince) / 1000 : 0)));
    const report = (now: boolean) => {
      const t = total();
      session?.setItem(key, String(t));
      if (t > sent) {
        sent = t;
        send({ type: 'engagement', restaurant: idUrl, seconds: t }, now);
      }
    };
    const start = () => send({ type: 'view', restaurant: idUrl });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        report(true);
        seconds = total();
        visibleSince = null;
      } else visibleSince = Date.now();
    };
    const onHide = () => report(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    const engagedTimer = window.setTimeout(() => report(false), (ENGAGED_SECONDS + 1) * 1000);
    return () => {
      report(true);
      window.removeEventListener('load', start);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.clearTimeout(engagedTimer);
    };
  }, [analytics, idUrl]);
}
