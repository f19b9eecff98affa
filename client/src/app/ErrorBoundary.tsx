import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isPageLoadError, PageLoadError, retryFailedPages } from './lazy-page';
import { PageLoadFailure } from './PageLoadFailure';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** The address: when it changes (back button), the boundary tries to show the new page. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  /** Retries of a page load since the last change of address. */
  retries: number;
}

/** Catches render errors and pages whose code could not be loaded, and shows a French message with a way out. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(isPageLoadError(error) ? 'Chargement de la page impossible' : 'Erreur d’affichage', error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (previous.resetKey === this.props.resetKey || !this.state.failed) return;
    retryFailedPages();
    this.setState({ error: null, failed: false, retries: 0 });
  }

  private retry = () => {
    // A page loaded by lazyPage imports its code again; one loaded by plain React.lazy keeps its failure: reload.
    if (!(this.state.error instanceof PageLoadError)) {
      window.location.reload();
      return;
    }
    retryFailedPages();
    this.setState((state) => ({ error: null, failed: false, retries: state.retries + 1 }));
  };

  render() {
    if (!this.state.failed) return this.props.children;
    const { error, retries } = this.state;
    if (isPageLoadError(error)) {
      return <PageLoadFailure timedOut={error instanceof PageLoadError && error.reason === 'timeout'} retried={retries > 0} onRetry={this.retry} />;
    }
    return (
      <main className="page page--center error-page" role="alert">
        <h1>Une erreur est survenue</h1>
        <p>La page n’a pas pu s’afficher. Veuillez réessayer dans quelques instants.</p>
        <div className="error-page__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Recharger la page
          </button>
          <a className="button" href="/">
            Retour à l’accueil
          </a>
        </div>
      </main>
    );
  }
}
