import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConsentBanner, type BannerView } from './ConsentBanner';
import { ConsentContext, type ConsentApi, type OpenBannerOptions } from './consent-context';
import { readConsent, writeConsent, type ConsentChoice } from './consent-cookie';
import { startAnalytics, stopAnalytics } from './analytics';
import '../../styles/consent.css';

interface Request {
  view: BannerView;
  options?: OpenBannerOptions;
}

/**
 * Holds the consent choice (cookie `mijote_consent`), shows the banner while no choice exists or
 * when asked, and starts or stops the optional scripts accordingly.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent());
  const [request, setRequest] = useState<Request | null>(null);
  const hadAnalytics = useRef(false);

  useEffect(() => {
    const allowed = choice?.analytics ?? false;
    if (allowed) {
      hadAnalytics.current = true;
      startAnalytics(true).catch((error: unknown) => console.error('Mesure d’audience indisponible', error));
    } else if (hadAnalytics.current && stopAnalytics()) {
      // A running measurement script can only be stopped by reloading the page.
      window.location.reload();
    }
  }, [choice]);

  const save = useCallback(
    (next: { analytics: boolean; preferences: boolean }) => {
      setChoice(writeConsent(next));
      setRequest(null);
      if (next.analytics) request?.options?.onAnalyticsGranted?.();
    },
    [request],
  );
  const openBanner = useCallback((options?: OpenBannerOptions) => setRequest({ view: 'summary', options }), []);
  const openPreferences = useCallback(() => setRequest({ view: 'preferences' }), []);

  const api = useMemo<ConsentApi>(
    () => ({ choice, analytics: choice?.analytics ?? false, preferences: choice?.preferences ?? false, openBanner, openPreferences, save }),
    [choice, openBanner, openPreferences, save],
  );
  const open = choice === null || request !== null;

  return (
    <ConsentContext.Provider value={api}>
      {open && (
        <ConsentBanner
          key={request ? `${request.view}-${request.options?.reason ?? ''}` : 'first'}
          initialView={request?.view ?? 'summary'}
          reason={request?.options?.reason}
          current={choice}
          requested={request !== null}
          onSave={save}
          onClose={choice ? () => setRequest(null) : undefined}
        />
      )}
      {children}
    </ConsentContext.Provider>
  );
}
