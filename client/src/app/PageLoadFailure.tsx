interface PageLoadFailureProps {
  /** The page's code did not arrive within the chunk load timeout (rather than failing at once). */
  timedOut: boolean;
  /** A retry has already failed: the site may have been updated, a full reload brings its new files. */
  retried: boolean;
  onRetry: () => void;
}

/** Shown instead of a page whose code could not be loaded (offline, or old files removed by a deploy). */
export function PageLoadFailure({ timedOut, retried, onRetry }: PageLoadFailureProps) {
  return (
    // Announced as soon as it appears, and again when a failed retry adds its advice.
    <main id="contenu" className="page page--center error-page" role="alert" aria-live="assertive">
      <h1>La page n’a pas pu être chargée</h1>
      <p>
        {timedOut ? 'Le chargement prend trop de temps.' : 'Le chargement a échoué.'} Vérifiez votre connexion à Internet, puis réessayez.
      </p>
      {retried && <p>Si le problème continue, le site vient peut-être d’être mis à jour : rechargez la page.</p>}
      <div className="error-page__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Réessayer
        </button>
        {retried && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Recharger la page
          </button>
        )}
        <a className="button" href="/">
          Retour à l’accueil
        </a>
      </div>
    </main>
  );
}
