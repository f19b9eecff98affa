import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { COOKIES_PATH } from '../../../../common/page-addresses';
import type { ConsentReason } from './consent-context';
import type { ConsentChoice } from './consent-cookie';
import { focusMainContent } from '../../ui/open-dialogs';

export type BannerView = 'summary' | 'preferences';

const REASONS: Record<ConsentReason, string> = {
  map: 'La carte (Google Maps ou OpenStreetMap) ne s’affiche qu’avec votre accord : acceptez « Mesure d’audience et carte ». Sinon, la liste des restaurants reste disponible.',
};

interface ConsentBannerProps {
  initialView: BannerView;
  reason?: ConsentReason;
  current: ConsentChoice | null;
  /** Opened on purpose (footer, map link): the banner takes the focus and gives it back when closed. */
  requested: boolean;
  onSave: (choice: { analytics: boolean; preferences: boolean }) => void;
  /** Present when a choice already exists: closing keeps it. */
  onClose?: () => void;
}

// The per-purpose view is opened by few visitors: its text and switches load when asked for.
const ConsentPreferences = lazy(() => import('./ConsentPreferences'));

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * The banner's focus: taken when it is opened on purpose and given back when it closes, kept inside it until a choice
 * or Escape, and on the title when the view changes.
 */
function useBannerFocus(requested: boolean, view: BannerView, initialView: BannerView, onClose?: () => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!requested) return;
    const previous = document.activeElement as HTMLElement | null;
    titleRef.current?.focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [requested]);

  useEffect(() => {
    // Switching views keeps keyboard users inside the banner.
    if (view !== initialView) titleRef.current?.focus();
  }, [view, initialView]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !requested || !panelRef.current) return;
    // Opened on purpose, the banner keeps the focus until a choice or Escape.
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === titleRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }
  return { panelRef, titleRef, onKeyDown };
}

/**
 * CNIL-style banner: 'Tout refuser' has the same place, size and look as 'Tout accepter'; the
 * per-purpose view lists every tracker; ignoring the banner stores nothing and loads nothing.
 */
export function ConsentBanner({ initialView, reason, current, requested, onSave, onClose }: ConsentBannerProps) {
  const titleId = useId();
  const textId = useId();
  const [view, setView] = useState<BannerView>(initialView);
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [preferences, setPreferences] = useState(current?.preferences ?? false);
  const { panelRef, titleRef, onKeyDown } = useBannerFocus(requested, view, initialView, onClose);

  // A first visit's banner leaves with the choice: the focus it held goes to the page's content, not to the top of the page.
  const choose = (choice: { analytics: boolean; preferences: boolean }) => {
    const hadFocus = !requested && Boolean(panelRef.current?.contains(document.activeElement));
    onSave(choice);
    if (hadFocus) window.setTimeout(focusMainContent, 0);
  };
  const refuseAll = () => choose({ analytics: false, preferences: false });
  const acceptAll = () => choose({ analytics: true, preferences: true });

  return (
    <div
      ref={panelRef}
      className={view === 'preferences' ? 'consent consent--preferences' : 'consent'}
      role="dialog"
      aria-modal={requested}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
    >
      <div className="consent__inner">
        <div className="consent__head">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="consent__title">
            {view === 'summary' ? 'Vos choix sur les cookies' : 'Mes préférences de cookies'}
          </h2>
          {onClose && (
            <button type="button" className="consent__close" aria-label="Fermer sans rien changer" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {reason && (
          <p className="consent__reason" role="status">
            {REASONS[reason]}
          </p>
        )}
        {view === 'summary' ? (
          <SummaryText id={textId} />
        ) : (
          <Suspense fallback={<p className="consent__text">Chargement…</p>}>
            <ConsentPreferences id={textId} analytics={analytics} preferences={preferences} onAnalytics={setAnalytics} onPreferences={setPreferences} />
          </Suspense>
        )}
        <div className="consent__actions">
          {view === 'summary' ? (
            <button type="button" className="button consent__more" onClick={() => setView('preferences')}>
              Mes préférences
            </button>
          ) : (
            <button type="button" className="button consent__more" onClick={() => onSave({ analytics, preferences })}>
              Valider mes préférences
            </button>
          )}
          <button type="button" className="button button--primary consent__choice" onClick={refuseAll}>
            Tout refuser
          </button>
          <button type="button" className="button button--primary consent__choice" onClick={acceptAll}>
            Tout accepter
          </button>
        </div>
      </div>
    </div>
  );
}

function SummaryText({ id }: { id: string }) {
  return (
    <p id={id} className="consent__text">
      Mijote utilise des cookies nécessaires au fonctionnement du site (connexion, mémorisation de votre choix). Avec votre accord,
      nous mesurons l’audience du site et affichons la carte (Google Maps, qui dépose ses propres cookies, ou OpenStreetMap). Refuser
      ne vous empêche pas d’utiliser Mijote : la liste des restaurants reste disponible. Votre choix est conservé 6 mois et vous pouvez
      le modifier à tout moment avec « Gestion des cookies », en bas de chaque page.{' '}
      <Link to={COOKIES_PATH}>Politique cookies</Link>
    </p>
  );
}
