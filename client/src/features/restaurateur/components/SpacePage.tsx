import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import '../../../styles/accounts.css';
import '../restaurateur.css';

/** The frame of a page of the space: header with the way back to the dashboard, the page's title, the footer. */
export function SpacePage({ title, restaurantName, publicPath, children }: { title: string; restaurantName: string; publicPath?: string | null; children: ReactNode }) {
  return (
    <>
      <HeaderBar title="Espace restaurateur" back={RESTAURATEUR_DASHBOARD_PATH} />
      <main id="contenu" className="page space">
        <div className="space__head">
          <div>
            <p className="dashboard__eyebrow">{restaurantName}</p>
            <h1 className="dashboard__title">{title}</h1>
          </div>
          {publicPath && (
            <Link className="link" to={publicPath} target="_blank" rel="noopener">
              Voir ma page publique (nouvel onglet)
            </Link>
          )}
        </div>
        {children}
      </main>
      <Footer />
    </>
  );
}

/** 'Enregistré' and the list of what changed, announced to screen readers. */
export function SavedNotice({ changes }: { changes: string[] | null }) {
  if (!changes) return null;
  return (
    <div className="notice notice--saved" role="status">
      {changes.length === 0 ? (
        <p>Enregistré : rien n’avait changé.</p>
      ) : (
        <>
          <p>Enregistré. Ce qui a changé :</p>
          <ul>
            {changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A form's save button ('Enregistrement…' while it saves) and, while it differs from what is saved, a note saying so. */
export function SaveBar({ saving, dirty, label = 'Enregistrer', sticky = false }: { saving: boolean; dirty: boolean; label?: string; sticky?: boolean }) {
  return (
    <div className={sticky ? 'space__actions space__actions--sticky' : 'space__actions'}>
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Enregistrement…' : label}
      </button>
      {dirty && <span className="muted">Modifications non enregistrées</span>}
    </div>
  );
}
