import { HOME_PATH } from '../../../common/page-addresses';
interface ErrorScreenProps {
  title: string;
  /** Paragraphs of explanation, in French. */
  lines: string[];
  /** 'Réessayer' (first, primary) when the failure can be retried in place. */
  onRetry?: () => void;
  /** 'Recharger la page': the way out when nothing can be retried in place, or after a retry failed. */
  reload: boolean;
}

/** The page shown when a page cannot be displayed: a French explanation and ways out, announced at once. */
export function ErrorScreen({ title, lines, onRetry, reload }: ErrorScreenProps) {
  return (
    // Announced as soon as it appears, and again when a failed retry adds its advice.
    <main id="contenu" className="page page--center error-page" role="alert" aria-live="assertive">
      <h1>{title}</h1>
      {lines.map((line) => <p key={line}>{line}</p>)}
      <div className="error-page__actions">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            Réessayer
          </button>
        )}
        {reload && (
          <button type="button" className={onRetry ? 'button' : 'button button--primary'} onClick={() => window.location.reload()}>
            Recharger la page
          </button>
        )}
        <a className="button" href={HOME_PATH}>
          Retour à l’accueil
        </a>
      </div>
    </main>
  );
}
