import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_PREFIX, adminAreaPath } from '../../../../../common/page-addresses';
import NotFoundPage from '../../../app/NotFoundPage';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { usePageTitle } from '../../../ui/head-meta';
import { Loading } from '../../../ui/Loading';
import { authFetch, useAuth, LoginForm, AuthPending, useRoleCheck } from '../../accounts';
import { AppealQueue, ModerationLog, ReplyQueue, ReviewQueue, ReviewReportsQueue, PublicationQueue } from '../../moderation';
import { PartnerKeysPanel } from '../../developers';
import { NoticesPanel } from '../../notices';
import { PageElementEditor, PageElementsList } from '../../page-elements';
import { AccountsTable } from '../components/AccountsTable';
import { DirectoryFiguresView } from '../components/DirectoryFiguresView';
import { DirectoryTable } from '../components/DirectoryTable';
import { RestaurantFile } from '../components/RestaurantFile';
import '../../../styles/accounts.css';
import '../admin.css';

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
      <HeaderBar title="Administration" account={false} />
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
  preavis: 'Préavis aux titulaires de compte',
  'cles-api': 'Clés d’API partenaires',
};

function AdminGuard({ secret }: { secret: string }) {
  const check = useRoleCheck('/api/admin/verify', 'GET', 'admin', 'user');
  const [area, setArea] = useState<Area | 'none' | null>(null);
  const page = (useParams()['*'] ?? '').split('/')[0];
  const heading = area === 'moderation' ? 'Modération' : area === 'dashboard' && Object.hasOwn(DASHBOARD_PAGE_TITLES, page) ? DASHBOARD_PAGE_TITLES[page] : undefined;
  usePageTitle(heading ? `${heading} — Administration` : 'Administration');
  const [other, setOther] = useState<string | null>(null);
  useEffect(() => {
    if (check !== 'ok') return;
    let live = true;
    authFetch<{ success: boolean; area: Area; other?: string }>(`/api/admin/area?secret=${encodeURIComponent(secret)}`, {}, { kind: 'user' })
      .then((body) => {
        if (!live) return;
        setArea(body.area === 'dashboard' || body.area === 'moderation' ? body.area : 'none');
        setOther(typeof body.other === 'string' && body.other.startsWith(ADMIN_PREFIX) ? body.other : null);
      })
      .catch(() => live && setArea('none'));
    return () => {
      live = false;
    };
  }, [check, secret]);

  if (check === 'failed' || area === 'none') return <NotFoundPage />;
  if (check === 'pending' || area === null) {
    return (
      <>
        <HeaderBar title="Administration" account={false} />
        <main id="contenu" className="page page--center">
          <Loading />
        </main>
      </>
    );
  }
  return <AdminShell area={area} base={adminAreaPath(secret)} other={other} />;
}

/** Area 1's sub-pages, each with its own title (issue 25), and the link to each. */
const DASHBOARD_PAGES: Record<string, string> = {
  restaurants: 'Restaurants et abonnements',
  comptes: 'Comptes',
  chiffres: 'Chiffres de l’annuaire',
  pageElem: 'Éléments de page',
  preavis: 'Préavis aux titulaires de compte',
  'cles-api': 'Clés d’API partenaires',
};
/** Where each area's link to the other leads. */
const OTHER_AREA: Record<Area, string> = { dashboard: 'Espace modération', moderation: 'Tableau de bord' };

const AREAS: Record<Area, { title: string; text: string }> = {
  dashboard: {
    title: 'Tableau de bord',
    text: 'Les restaurants de l’annuaire (abonnement, factures, statistiques, mise hors ligne), les comptes, les textes des pages publiques, les préavis de modification des conditions, les clés d’API des partenaires et les chiffres de l’annuaire ; l’historique des décisions de la modération est en bas de page.',
  },
  moderation: {
    title: 'Modération',
    text: 'Les demandes de publication, les avis à relire avant publication et les avis signalés attendent ici votre décision, les plus anciens d’abord. Chaque décision est envoyée aux personnes concernées et gardée au journal.',
  },
};

function AdminShell({ area, base, other }: { area: Area; base: string; other: string | null }) {
  const auth = useAuth();
  // Area 1's {page}/{restoStat}: restaurants, then a restaurant's id_url; pageElem/{id}/{name}: a page element.
  const [page = '', restoStat, elementName] = (useParams()['*'] ?? '').split('/');
  const content = AREAS[area];
  const [decisions, setDecisions] = useState(0);
  if (area === 'moderation' ? page !== '' : page !== '' && !Object.hasOwn(DASHBOARD_PAGES, page)) return <NotFoundPage />;
  const title = area === 'dashboard' && page ? (page === 'restaurants' && restoStat ? 'Fiche du restaurant' : DASHBOARD_PAGES[page]) : content.title;
  return (
    <>
      <HeaderBar title="Administration" />
      <main id="contenu" className="page dashboard">
        <div className="dashboard__head">
          <div>
            <p className="dashboard__eyebrow">
              Administration Mijote{area === 'dashboard' && page ? <> · <Link to={base}>{content.title}</Link></> : null}
            </p>
            <h1 className="dashboard__title">{title}</h1>
          </div>
          <div className="dashboard__actions">
            {other && (
              <Link className="button" to={other}>
                {OTHER_AREA[area]}
              </Link>
            )}
            <button type="button" className="button" onClick={() => void auth.logOut()}>
              Se déconnecter
            </button>
          </div>
        </div>
        {area === 'dashboard' && page === 'restaurants' && restoStat ? (
          <RestaurantFile key={restoStat} idUrl={restoStat} base={base} />
        ) : area === 'dashboard' && page === 'restaurants' ? (
          <DirectoryTable base={base} />
        ) : area === 'dashboard' && page === 'comptes' ? (
          <AccountsTable />
        ) : area === 'dashboard' && page === 'preavis' ? (
          <NoticesPanel />
        ) : area === 'dashboard' && page === 'cles-api' ? (
          <PartnerKeysPanel />
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
            <Link to={`${base}/preavis`} className="dashboard__card">
              <span className="dashboard__card-title">Préavis aux titulaires de compte</span>
              <span className="dashboard__card-text">Annoncer par e-mail une modification des CGU, des CGU restaurateurs ou du prix, et suivre l’envoi.</span>
            </Link>
          </li>
          <li>
            <Link to={`${base}/cles-api`} className="dashboard__card">
              <span className="dashboard__card-title">Clés d’API partenaires</span>
              <span className="dashboard__card-text">Examiner les demandes de clé, créer, renouveler ou révoquer une clé, voir son niveau, ses origines et son dernier usage.</span>
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
      {area === 'moderation' && <AppealQueue onDecided={onDecided} />}
      <ModerationLog key={decisions} />
    </>
  );
}
