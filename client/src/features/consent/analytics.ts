import { AUDIENCE_VISITOR_KEY } from '../../../../common/statistics-rules';
import { hasLoadedFrom, loadScript } from './script-loader';

/**
 * Audience measurement loader. It is wired to the consent choice but stays idle while no measurement
 * id is configured: set `VITE_ANALYTICS_ID` (a Google Analytics 4 id, `G-…`) at build time to enable
 * it. Today no id is configured, so this loads nothing and no analytics cookie is ever set; the cookie
 * policy says so. With an id, the gtag script loads only after 'Mesure d'audience' is accepted.
 */
const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com';
const analyticsId: string | undefined = import.meta.env.VITE_ANALYTICS_ID as string | undefined;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function analyticsConfigured(): boolean {
  return Boolean(analyticsId && /^G-[A-Z0-9]+$/.test(analyticsId));
}

/** Starts measurement when allowed and configured; resolves true when the script was loaded. */
export async function startAnalytics(allowed: boolean): Promise<boolean> {
  if (!allowed || !analyticsConfigured() || !analyticsId) return false;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // gtag() pushes its `arguments` object, as Google's snippet does.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself.
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', analyticsId, { anonymize_ip: true, cookie_expires: 13 * 30 * 86_400 });
  await loadScript(`${ANALYTICS_ORIGIN}/gtag/js?id=${encodeURIComponent(analyticsId)}`, allowed);
  return true;
}

/** After a withdrawal: drop the measurement cookies and the visitor id; a loaded script only stops with a reload. */
export function stopAnalytics(): boolean {
  try {
    window.localStorage.removeItem(AUDIENCE_VISITOR_KEY);
  } catch {
    // No storage, nothing kept.
  }
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim())) {
    if (name === '_ga' || name.startsWith('_ga_') || name === '_gid') {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
      document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${window.location.hostname}`;
    }
  }
  return hasLoadedFrom(ANALYTICS_ORIGIN);
}
