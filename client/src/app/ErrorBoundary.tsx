import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isPageLoadError, PageLoadError, retryFailedPages } from './lazy-page';
import { ErrorScreen } from './ErrorScreen';

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
    console.error(error, info.componentStack);
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
      const timedOut = error instanceof PageLoadError && error.reason === 'timeout';
      const lines = [`${timedOut ? 'Le chargement prend trop de temps.' : 'Le chargement a échoué.'} Vérifiez votre connexion à Internet, puis réessayez.`];
      // A failed retry: the site may have been updated, a full reload brings its new files.
      if (retries > 0) lines.push('Si le problème continue, le site vient peut-être d’être mis à jour : rechargez la page.');
      return <ErrorScreen title="La page n’a pas pu être chargée" lines={lines} onRetry={this.retry} reload={retries > 0} />;
    }
    return (
      <ErrorScreen title="Une erreur est survenue" lines={['La page n’a pas pu s’afficher. Veuillez réessayer dans quelques instants.']} reload />
    );
  }
}
