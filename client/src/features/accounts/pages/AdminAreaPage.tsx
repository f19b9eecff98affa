import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import NotFoundPage from '../../../app/NotFoundPage';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { usePageTitle } from '../../../ui/head-meta';
import { Loading } from '../../../ui/Loading';
import { authFetch } from '../auth/auth-fetch';
import { useAuth } from '../auth/auth-context';
import { LoginForm } from '../components/LoginForm';
import { AuthPending } from './AuthPending';
import { useRoleCheck } from './useRoleCheck';
import { AccountsTable } from '../../moderation/components/AccountsTable';
import { DirectoryFiguresView } from '../../moderation/components/DirectoryFiguresView';
import { DirectoryTable } from '../../moderation/components/DirectoryTable';
import { ModerationLog } from '../../moderation/components/ModerationLog';
import { RestaurantFile } from '../../moderation/components/RestaurantFile';
import { ReplyQueue } from '../../moderation/components/ReplyQueue';
import { ReviewQueue } from '../../moderation/components/ReviewQueue';
import { ReviewReportsQueue } from '../../moderation/components/ReviewReportsQueue';
import { PublicationQueue } from '../../moderation/components/PublicationQueue';
import { PageElementEditor } from '../../page-elements/components/PageElementEditor';
import { PageElementsList } from '../../page-elements/components/PageElementsList';
import '../../../styles/accounts.css';
import '../../moderation/moderation.css';

type Area = 'dashboard' | 'moderation';

/** /a/:secret/*: admin login, then the admin guard and the area behind the secret segment; anything else is not found. */
export default function AdminAreaPage() {
  const auth = useAuth();
  const { secret = '' } = useParams();
  if (!auth.authDone) return <AuthPending failed={auth.authFailed} title="Administration" />;
  if (auth.isLogin === 0) return <AdminLogin />;
  return <AdminGuard key={secret} secret={secret} />;
}

function AdminLogin() {
  usePageTitle('Connexion — Administration');
  return (
    <>
      <HeaderBar title="Administration" />
      <main id="contenu" className="page page--narrow">
        <section className="profile__card reset">
          <h1 className="profile__title">Administration</h1>
          <p className="muted">Accès réservé à l’équipe Mijote.</p>
          <LoginForm space="admin" />
        </section>
      </main>
      <Footer />
    </>
  );
}

/** The tab's title of each page of area 1 ({page}: the first segment after the secret one). */
const DASHBOARD_PAGE_TITLES: Record<string, string> = {
  '': 'Tableau de bord',
  restaurants: 'Restaurants et abonnements',
  comptes: 'Comptes',
  chiffres: 'Chiffres de l’annuaire',
  pageElem: 'Éléments de page',
};

function AdminGuard({ secret }: { secret: string }) {
  const check = useRoleCheck('/api/admin/verify', 'GET', 'admin', 'user');
  const [area, setArea] = useState<Area | 'none' | null>(null);
  const page = (useParams()['*'] ?? '').split('/')[0];
  const heading = area === 'moderation' ? 'Modération' : area === 'dashboard' && Object.hasOwn(DASHBOARD_PAGE_TITLES, page) ? DASHBOARD_PAGE_TITLES[page] : undefined;
  usePageTitle(heading ? `${heading} — Administration` : 'Administration');
  useEffect(() => {
    if (check !== 'ok') return;
    let live = true;
    authFetch<{ success: boolean; area: Area }>(`/api/admin/area?secret=${encodeURIComponent(secret)}`, {}, { kind: 'user' })
      .then((body) => live && setArea(body.area === 'dashboard' || body.area === 'moderation' ? body.area : 'none'))
      .catch(() => live && setArea('none'));
    return () => {
      live = false;
    };
  }, [check, secret]);

  if (check === 'failed' || area === 'none') return <NotFoundPage />;
  if (check === 'pending' || area === null) {
    return (
      <>
        <HeaderBar title="Administration" />
        <main id="contenu" className="page page--center">
          <Loading />
        </main>
      </>
    );
  }
  return <AdminShell area={area} base={`/a/${secret}`} />;
}

const AREAS: Record<Area, { title: string; text: string }> = {
  dashboard: {
    title: 'Tableau de bord',
    text: 'Les restaurants de l’annuaire (abonnement, factures, statistiques, mise hors ligne), les comptes, les textes des pages publiques et les chiffres de l’annuaire ; l’historique des décisions de la modération est en bas de page.',
  },
  moderation: {
    title: 'Modération',
    text: 'Les demandes de publication, les avis à relire avant publication et les avis signalés attendent ici votre décision, les plus anciens d’abord. Chaque décision est envoyée aux personnes concernées et gardée au journal.',
  },
};

function AdminShell({ area, base }: { area: Area; base: string }) {
  const auth = useAuth();
  // Area 1's {page}/{restoStat}: restaurants, then a restaurant's id_url; pageElem/{id}/{name}: a page element.
  const [page = '', restoStat, elementName] = (useParams()['*'] ?? '').split('/');
  const content = AREAS[area];
  const [decisions, setDecisions] = useState(0);
  if (area === 'moderation' ? page !== '' : !['', 'restaurants', 'comptes', 'chiffres', 'pageElem'].includes(page)) return <NotFoundPage />;
  return (
    <>
      <HeaderBar title="Administration" />
      <main id="contenu" className="page dashboard">
        <div className="dashboard__head">
          <div>
            <p className="dashboard__eyebrow">Administration Mijote</p>
            <h1 className="dashboard__title">{content.title}</h1>
          </div>
          <button type="button" className="button" onClick={() => void auth.logOut()}>
            Se déconnecter
          </button>
        </div>
        {area === 'dashboard' && page === 'restaurants' && restoStat ? (
          <RestaurantFile key={restoStat} idUrl={restoStat} base={base} />
        ) : area === 'dashboard' && page === 'restaurants' ? (
          <DirectoryTable base={base} />
        ) : area === 'dashboard' && page === 'comptes' ? (
          <AccountsTable />
        ) : area === 'dashboard' && page === 'chiffres' ? (
          <DirectoryFiguresView />
        ) : area === 'dashboard' && page === 'pageElem' && /^\d{1,3}$/.test(restoStat ?? '') && elementName ? (
          <PageElementEditor key={restoStat} id={Number(restoStat)} name={elementName} base={base} />
        ) : area === 'dashboard' && page === 'pageElem' ? (
          <PageElementsList base={base} />
        ) : (
          <AreaHome area={area} base={base} decisions={decisions} onDecided={() => setDecisions((n) => n + 1)} />
        )}
      </main>
      <Footer />
    </>
  );
}

function AreaHome({ area, base, decisions, onDecided }: { area: Area; base: string; decisions: number; onDecided: () => void }) {
  const content = AREAS[area];
  return (
    <>
      <p className="notice">{content.text}</p>
      {area === 'dashboard' && (
        <ul className="dashboard__grid">
          <li>
            <Link to={`${base}/restaurants`} className="dashboard__card">
              <span className="dashboard__card-title">Restaurants et abonnements</span>
              <span className="dashboard__card-text">Rechercher un restaurant, ouvrir sa fiche, ses factures et ses statistiques ; le mettre hors ligne.</span>
            </Link>
          </li>
          <li>
            <Link to={`${base}/comptes`} className="dashboard__card">
              <span className="dashboard__card-title">Comptes</span>
              <span className="dashboard__card-text">Trouver un client ou un restaurateur, désactiver ou réactiver son compte, renvoyer sa vérification.</span>
            </Link>
          </li>
          <li>
            <Link to={`${base}/pageElem`} className="dashboard__card">
              <span className="dashboard__card-title">Éléments de page</span>
              <span className="dashboard__card-text">Les questions fréquentes, l’introduction de l’accueil et le bandeau d’annonce : aperçu, versions, en ligne aussitôt.</span>
            </Link>
          </li>
          <li>
            <Link to={`${base}/chiffres`} className="dashboard__card">
              <span className="dashboard__card-title">Chiffres de l’annuaire</span>
              <span className="dashboard__card-text">Restaurants par état et par commune, abonnements, chiffre d’affaires mensuel, demandes en attente.</span>
            </Link>
          </li>
        </ul>
      )}
      {area === 'moderation' && <PublicationQueue onDecided={onDecided} />}
      {area === 'moderation' && <ReviewQueue onDecided={onDecided} />}
      {area === 'moderation' && <ReplyQueue onDecided={onDecided} />}
      {area === 'moderation' && <ReviewReportsQueue onDecided={onDecided} />}
      <ModerationLog key={decisions} />
    </>
  );
}
