import { PRIVACY_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { useConsent, CONSENT_COOKIE } from '../../consent';
import { AUDIENCE_VISITOR_KEY } from '../../../../../common/statistics-rules';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';

function CurrentChoice() {
  const { choice, openPreferences } = useConsent();
  const state = (on: boolean) => (on ? 'accepté' : 'refusé');
  return (
    <>
      <p>
        {choice
          ? `Votre choix actuel, enregistré le ${new Date(choice.date).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })} : mesure d’audience et carte ${state(choice.analytics)}, préférences ${state(choice.preferences)}.`
          : 'Vous n’avez pas encore fait de choix : aucun traceur soumis à consentement n’est utilisé.'}
      </p>
      <p className="legal__cta">
        <button type="button" className="button button--primary" onClick={openPreferences}>
          Modifier mes choix
        </button>
      </p>
    </>
  );
}

/** Cookie policy; also served as /politiqueCookiesResto. */
export default function CookiesPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.cookies}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Un cookie (ou traceur) est une petite information enregistrée par votre navigateur. Cette page liste tous ceux que Mijote utilise, à quoi
          ils servent et combien de temps ils sont gardés. Vous pouvez changer d’avis à tout moment avec « Gestion des cookies », en bas de chaque page.
        </p>
      }
      sections={[
        { id: 'choix', title: 'Votre choix', content: <CurrentChoice /> },
        { id: 'necessaires', title: 'Traceurs nécessaires (sans consentement)', content: <NecessaryTrackersSection /> },
        { id: 'audience', title: 'Mesure d’audience et carte (avec votre accord)', content: <AudienceAndMapSection /> },
        { id: 'preferences', title: 'Préférences (avec votre accord)', content: <PreferencesSection /> },
        { id: 'duree', title: 'Durée de votre choix', content: <ChoiceDurationSection /> },
        { id: 'navigateur', title: 'Réglages de votre navigateur', content: <BrowserSettingsSection /> },
      ]}
    />
  );
}

function NecessaryTrackersSection() {
  return (
    <>
      <p>Ces traceurs sont indispensables au service que vous demandez ; la loi les dispense de consentement.</p>
      <div className="legal__table-wrap">
        <table className="legal__table">
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Type</th>
              <th scope="col">Finalité</th>
              <th scope="col">Durée</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{CONSENT_COOKIE}</td>
              <td>Cookie Mijote</td>
              <td>
                Mémoriser votre choix. Contenu : <code>perform-analytics</code> (mesure d’audience et carte : oui/non), <code>preferences</code>{' '}
                (oui/non) et la date du choix.
              </td>
              <td>6 mois</td>
            </tr>
            <tr>
              <td>mj_rt_user, mj_rt_restau</td>
              <td>Cookies Mijote (httpOnly)</td>
              <td>Maintenir la connexion d’un client ou d’un restaurateur de façon sécurisée ; déposés seulement si vous vous connectez.</td>
              <td>30 jours, renouvelés à chaque utilisation ; supprimés à la déconnexion</td>
            </tr>
            <tr>
              <td>token, tokenKind</td>
              <td>Stockage local du navigateur</td>
              <td>Jeton de session de courte durée et type de compte connecté.</td>
              <td>Jusqu’à la déconnexion</td>
            </tr>
            <tr>
              <td>mijote.sessionId, mijote.phoneClick.*</td>
              <td>Stockage de session du navigateur</td>
              <td>Compter une seule fois par visite l’affichage du téléphone d’un restaurant (statistique fournie au restaurateur, sans identifier le visiteur).</td>
              <td>Effacé à la fermeture de l’onglet</td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

function AudienceAndMapSection() {
  return (
    <>
      <p>
        <strong>Carte Google Maps.</strong> La page « Carte » affiche les restaurants sur une carte Google Maps, fournie par Google Ireland
        Limited, et la page de chaque restaurant montre son emplacement sur un petit plan Google Maps. Le script de Google n’est chargé que si
        vous avez accepté « Mesure d’audience et carte » ; Google peut alors déposer ses propres cookies et recevoir votre adresse IP
        (transferts possibles vers les États-Unis, encadrés par le Data Privacy Framework). Sans votre accord, aucune carte n’est chargée : la
        liste des restaurants et le lien vers OpenStreetMap restent disponibles.
      </p>
      <p>
        <strong>Carte OpenStreetMap.</strong> Quand le site n’a pas de clé Google Maps, la carte de la page « Carte » et le petit plan de la
        page de chaque restaurant sont dessinés à partir des fonds de carte d’OpenStreetMap (tuiles servies par la fondation OpenStreetMap ou
        par le serveur de tuiles configuré). Ils ne se chargent eux aussi qu’avec votre accord « Mesure d’audience et carte » : le serveur de
        tuiles reçoit alors votre adresse IP, comme tout site dont une image est affichée ; il ne dépose pas de cookie.
      </p>
      <p>
        <strong>Mesure d’audience de Mijote.</strong> Si vous l’acceptez, les pages de restaurants comptent elles-mêmes, sans outil ni script
        tiers et sans cookie, les vues de la page, le temps pendant lequel elle est affichée et les clics sur le lien de réservation, pour
        fournir à chaque restaurateur les statistiques de sa page. Le navigateur garde pour cela un identifiant de visiteur aléatoire (stockage
        local <code>{AUDIENCE_VISITOR_KEY}</code>, 13 mois au plus, effacé dès que vous retirez votre accord) et, le temps de l’onglet, le temps
        déjà compté par page (<code>mijote.seconds.*</code>). Le serveur n’enregistre ni votre adresse IP ni ces identifiants en clair : seulement
        des empreintes hachées et salées, effacées après 48 heures, qui servent à compter une visite ou un visiteur une seule fois dans la
        journée ; ne restent que des totaux par jour et par restaurant, qui ne permettent pas de vous identifier. Ces chiffres ne sont
        croisés avec aucune autre donnée ni transmis à un tiers. Sans votre accord, rien de cela n’est envoyé.
      </p>
      <p>
        <strong>Outil tiers.</strong> Le site est prêt à utiliser en plus Google Analytics 4, mais il n’est pas activé à ce jour : aucun cookie
        de mesure d’audience tiers n’est déposé, même si vous acceptez. S’il est activé, il ne se chargera qu’avec votre accord, avec une
        adresse IP anonymisée, des cookies de 13 mois au plus et des données conservées 25 mois au plus ; cette page sera mise à jour avant.
      </p>
    </>
  );
}

function PreferencesSection() {
  return (
    <p>
      Cette finalité permettrait de mémoriser vos choix d’affichage dans votre navigateur. Aucun traceur de ce type n’est utilisé aujourd’hui ;
      votre choix est enregistré pour que nous le respections si nous en ajoutons.
    </p>
  );
}

function ChoiceDurationSection() {
  return (
    <p>
      Votre choix, qu’il s’agisse d’un accord ou d’un refus, est conservé 6 mois. Nous vous redemandons ensuite. Ignorer le bandeau vaut refus :
      rien n’est déposé tant que vous n’avez pas accepté. Refuser est aussi simple qu’accepter (bouton « Tout refuser ») et ne limite pas
      l’accès au site.
    </p>
  );
}

function BrowserSettingsSection() {
  return (
    <p>
      Vous pouvez aussi supprimer les cookies depuis les réglages de votre navigateur. Supprimer le cookie {CONSENT_COOKIE} fait réapparaître le
      bandeau ; supprimer les cookies de connexion vous déconnecte. Pour en savoir plus sur vos données, lisez la{' '}
      <Link to={PRIVACY_PATH}>politique de confidentialité</Link>.
    </p>
  );
}
