import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BannerView } from './ConsentBanner';
import { ConsentContext, type ConsentApi, type OpenBannerOptions } from './consent-context';
import { readConsent, writeConsent, type ConsentChoice } from './consent-cookie';
import { useDialogOpen } from '../../ui/open-dialogs';
import './consent.css';

// Shown to a visitor who has not chosen yet (the server preloads it for them) or on request: a visitor who has chosen
// never downloads it. The measurement loader, likewise, only after consent.
const ConsentBanner = lazy(() => import('./ConsentBanner').then((m) => ({ default: m.ConsentBanner })));
const analytics = () => import('./analytics');

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
      analytics()
        .then((m) => m.startAnalytics(true))
        .catch((error: unknown) => console.error('Mesure d’audience indisponible', error));
    } else if (hadAnalytics.current) {
      void analytics().then((m) => {
        // A running measurement script can only be stopped by reloading the page.
        if (m.stopAnalytics()) window.location.reload();
      });
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
  // A first visit's banner waits while another dialog is open; one opened on purpose shows at once.
  const dialogOpen = useDialogOpen();
  const open = (choice === null && !dialogOpen) || request !== null;

  return (
    <ConsentContext.Provider value={api}>
      {open && (
        <Suspense fallback={null}>
          <ConsentBanner
            key={request ? `${request.view}-${request.options?.reason ?? ''}` : 'first'}
            initialView={request?.view ?? 'summary'}
            reason={request?.options?.reason}
            current={choice}
            requested={request !== null}
            onSave={save}
            onClose={choice ? () => setRequest(null) : undefined}
          />
        </Suspense>
      )}
      {children}
    </ConsentContext.Provider>
  );
}
