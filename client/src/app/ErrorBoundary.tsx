import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Catches render errors (and failed lazy chunks) and shows a French message with a way out. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erreur d’affichage', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
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
