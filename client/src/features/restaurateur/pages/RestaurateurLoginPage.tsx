import { Link } from 'react-router-dom';
import {
  BOOKING_PATH, DESCRIPTION_PATH, MENU_EDITOR_PATH, PUBLICATION_PATH, RESTAURANT_INFO_PATH, RESTAURANT_REVIEWS_PATH, STATISTICS_PATH,
} from '../../../../../common/page-addresses';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { useAuth, RestaurateurSession } from '../../accounts';
import { MyAppeals } from '../../appeals';
import { SubscriptionPanel } from '../../billing';
import { PublicationSummary } from '../../publication';
import { WeekFigures } from '../statistics/WeekFigures';
import '../../../styles/accounts.css';

const TOOLS: { to: string; title: string; text: string }[] = [
  { to: MENU_EDITOR_PATH, title: 'Ma carte', text: 'Plats, menus, menu du jour et photos de la carte.' },
  { to: DESCRIPTION_PATH, title: 'Description et photos', text: 'Présentation, photo de devanture et galerie.' },
  { to: RESTAURANT_INFO_PATH, title: 'Mes informations', text: 'Horaires, coordonnées, types, cuisines et filtres.' },
  { to: BOOKING_PATH, title: 'Réservation', text: 'Réservation par téléphone et lien de votre outil de réservation.' },
  { to: RESTAURANT_REVIEWS_PATH, title: 'Avis et réponses', text: 'Les avis publiés sur votre page, les nouveaux en premier, et vos réponses publiques.' },
  { to: STATISTICS_PATH, title: 'Statistiques', text: 'Vues de votre page, visiteurs, clics sur le téléphone et la réservation, favoris.' },
  { to: PUBLICATION_PATH, title: 'Publication', text: 'Vérifier ce qui manque et demander la publication.' },
];

/**
 * /restaurateurLogin: the restaurateur sign-in, or the dashboard once signed in as an owner (state 2) and checked by the
 * server (the space's one guard, RestaurateurSession).
 */
export default function RestaurateurLoginPage() {
  return (
    <RestaurateurSession title="Espace restaurateur">
      <Dashboard />
    </RestaurateurSession>
  );
}

function Dashboard() {
  const auth = useAuth();
  const name = auth.restaurant?.name ?? 'Mon restaurant';
  return (
    <>
      <HeaderBar title="Espace restaurateur" />
      <main id="contenu" className="page dashboard">
        <div className="dashboard__head">
          <div>
            <p className="dashboard__eyebrow">Bonjour {auth.firstName}</p>
            <h1 className="dashboard__title">{name}</h1>
            {!auth.restaurant?.idUrl && (
              <p className="muted">{auth.restaurant?.published ? 'Votre page est publiée.' : 'Votre page n’est pas encore publiée.'}</p>
            )}
          </div>
          <button type="button" className="button" onClick={() => void auth.logOut()}>
            Se déconnecter
          </button>
        </div>
        {auth.restaurant?.idUrl && <PublicationSummary restaurant={auth.restaurant.idUrl} />}
        <ul className="dashboard__grid">
          {TOOLS.map((tool) => (
            <li key={tool.to}>
              <Link to={tool.to} className="dashboard__card">
                <span className="dashboard__card-title">{tool.title}</span>
                <span className="dashboard__card-text">{tool.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        {auth.restaurant?.idUrl && <WeekFigures idUrl={auth.restaurant.idUrl} />}
        <SubscriptionPanel />
        <MyAppeals />
      </main>
      <Footer />
    </>
  );
}
