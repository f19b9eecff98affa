import { COOKIES_PATH, MENTIONS_PATH, PRIVACY_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { ACCOUNT_RETENTION } from '../../../../../common/account-rules';
import { Link } from 'react-router-dom';
import { CompanyName, ContactEmail } from '../components/Publisher';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';

type Row = [string, string, string, string];

const PUBLIC_ROWS: Row[] = [
  ['Recherche de restaurants (sans compte)', 'Critères de recherche ; position approximative si vous choisissez « À proximité »', 'Intérêt légitime (fournir le service demandé)', 'Non conservées : la position sert au calcul et n’est pas enregistrée'],
  ['Compte client', 'Nom, prénom, civilité, e-mail, mot de passe (chiffré de façon irréversible), photo et biographie facultatives, e-mail vérifié ou non, version des conditions d’utilisation acceptée et date de l’acceptation', 'Contrat (conditions d’utilisation)', `Jusqu’à la suppression du compte ; supprimé après ${ACCOUNT_RETENTION.inactiveMonths / 12} ans sans connexion, après un e-mail d’avertissement ${ACCOUNT_RETENTION.warningDays} jours avant`],
  ['Favoris', 'Liste des restaurants mis en favori', 'Contrat', 'Jusqu’à leur retrait ou la suppression du compte'],
  ['Avis', 'Texte, note, date de visite, dates de publication et de modification, statut de modération', 'Contrat ; obligation légale d’information sur les avis', 'Tant que la fiche du restaurant existe ou jusqu’à suppression par l’auteur (voir la charte)'],
  ['Lettre d’information', 'E-mail, choix d’abonnement', 'Consentement (case à cocher, retrait en un clic)', 'Jusqu’au désabonnement (depuis votre profil) ou la suppression du compte'],
  ['Signalements et modération', 'Contenu signalé, motif, identité et e-mail de l’auteur du signalement, décision et motifs', 'Obligations légales (avis en ligne, règlement DSA) ; intérêt légitime', '3 ans après la décision'],
  ['Statistiques pour les restaurateurs', 'Clics sur le numéro de téléphone d’un restaurant, comptés une fois par visite grâce à un identifiant de session aléatoire (seule une empreinte hachée et salée est enregistrée)', 'Intérêt légitime (rendre compte aux restaurateurs, sans identifier les visiteurs)', 'Identifiant oublié par le navigateur à la fermeture de l’onglet ; empreinte effacée après 48 heures ; seuls des totaux par jour sont gardés'],
  ['Mesure d’audience des pages de restaurants (avec votre accord)', 'Vues d’une page de restaurant, temps passé sur la page, clics sur le lien de réservation, comptés grâce à un identifiant de session et un identifiant de visiteur aléatoires (seules des empreintes hachées et salées sont enregistrées, jamais votre adresse IP)', 'Consentement (« Mesure d’audience et carte »)', 'Identifiant de visiteur gardé 13 mois au plus par le navigateur et effacé si vous retirez votre accord ; empreintes effacées après 48 heures ; seuls des totaux par jour et par restaurant sont gardés'],
  ['Sécurité', 'Date de la dernière connexion ; sessions (dates de création et d’expiration, sans adresse IP) ; tentatives de connexion comptées par adresse IP et par compte pour limiter les abus', 'Intérêt légitime (sécurité)', 'Compteurs de tentatives : effacés peu après la fin de leur fenêtre (15 minutes à 24 heures) ; sessions : 1 an après leur expiration ; dernière connexion : avec le compte'],
  ['Cookies et carte', 'Votre choix ; cookies Google Maps si vous l’acceptez ; votre adresse IP transmise au serveur de tuiles OpenStreetMap quand la carte l’utilise', 'Consentement (sauf cookies nécessaires)', '6 mois pour le choix (voir la politique cookies)'],
];

const RESTO_ROWS: Row[] = [
  ['Compte restaurateur', 'Nom, prénom, date de naissance, e-mail, téléphone, mot de passe (chiffré de façon irréversible)', 'Contrat (abonnement)', 'Durée de l’abonnement, puis 5 ans (prescription contractuelle)'],
  ['Fiche du restaurant', 'Nom, adresse, coordonnées GPS, téléphone, horaires, carte, photos, description', 'Contrat', 'Durée de l’abonnement ; retirée du site à la fin de l’abonnement'],
  ['Facturation', 'Dénomination, adresse de facturation, e-mail de facturation, SIREN le cas échéant, factures', 'Obligation légale (Code de commerce)', '10 ans'],
  ['Paiement', 'Référence de la transaction et jeton de carte fourni par notre prestataire de paiement ; nous ne voyons jamais le numéro complet de votre carte', 'Contrat ; obligation légale', 'Durée de l’abonnement, puis 13 mois pour les contestations'],
  ['Demandes de publication', 'Historique des demandes, décisions et motifs', 'Contrat ; règlement P2B et DSA (motivation des décisions)', '5 ans'],
];

function Table({ rows }: { rows: Row[] }) {
  return (
    <div className="legal__table-wrap">
      <table className="legal__table">
        <thead>
          <tr>
            <th scope="col">Traitement</th>
            <th scope="col">Données</th>
            <th scope="col">Base légale</th>
            <th scope="col">Durée de conservation</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Privacy policy; `restaurateur` adds the owner, billing and payment processing (/politiqueConfidentialiteResto). */
export function PrivacyContent({ restaurateur = false }: { restaurateur?: boolean }) {
  const sections: LegalSection[] = [
    { id: 'responsable', title: 'Responsable du traitement', content: <ControllerSection /> },
    { id: 'donnees', title: restaurateur ? 'Données des restaurateurs' : 'Données traitées, finalités, bases légales et durées', content: <DataProcessedSection restaurateur={restaurateur} /> },
    { id: 'destinataires', title: 'Qui reçoit vos données ?', content: <RecipientsSection restaurateur={restaurateur} /> },
    { id: 'droits', title: 'Vos droits', content: <YourRightsSection /> },
    { id: 'cnil', title: 'Réclamation auprès de la CNIL', content: <CnilComplaintSection /> },
    { id: 'securite', title: 'Sécurité', content: <SecuritySection /> },
    { id: 'cookies', title: 'Cookies', content: <CookiesSection /> },
  ];
  return (
    <LegalPage
      page={restaurateur ? STATIC_PAGES.privacyResto : STATIC_PAGES.privacy}
      updated={LEGAL_UPDATED}
      intro={<p>Cette politique explique quelles données personnelles Mijote traite, pourquoi, combien de temps, et comment exercer vos droits.</p>}
      sections={sections}
    />
  );
}

export default function PrivacyPage() {
  return <PrivacyContent />;
}

function ControllerSection() {
  return (
    <p>
      <CompanyName />, éditeur de Mijote (coordonnées dans les <Link to={MENTIONS_PATH}>mentions légales</Link>), est responsable des
      traitements décrits ici. Pour toute question sur vos données : <ContactEmail />.
    </p>
  );
}

function DataProcessedSection({ restaurateur }: { restaurateur: boolean }) {
  return (
    <>
      <p>Nous ne collectons que les données utiles au service. Aucune donnée n’est vendue ni utilisée pour de la publicité ciblée.</p>
      <Table rows={restaurateur ? RESTO_ROWS : PUBLIC_ROWS} />
      {restaurateur && (
        <p>
          Les données des visiteurs et des clients (avis, favoris, comptes) sont traitées par Mijote en tant que responsable de traitement ; la
          politique qui les concerne est la <Link to={PRIVACY_PATH}>politique de confidentialité du site</Link>. Les statistiques
          fournies aux restaurateurs sont des totaux qui n’identifient pas les visiteurs.
        </p>
      )}
    </>
  );
}

function RecipientsSection({ restaurateur }: { restaurateur: boolean }) {
  return (
    <>
      <p>Seule l’équipe Mijote y a accès, avec des sous-traitants liés par contrat et tenus à la confidentialité :</p>
      <ul>
        <li>notre hébergeur (indiqué dans les mentions légales) ;</li>
        <li>notre prestataire d’envoi d’e-mails (codes de vérification, réinitialisation du mot de passe, décisions de modération) ;</li>
        {restaurateur && <li>notre prestataire de paiement par carte (page de paiement sécurisée) ;</li>}
        {restaurateur && <li>la Base Adresse Nationale (IGN), interrogée pour localiser l’adresse du restaurant ;</li>}
        <li>Google Ireland Limited pour la carte, uniquement si vous l’avez acceptée (voir la politique cookies).</li>
      </ul>
      <p>
        Les données publiées volontairement (avis avec votre prénom, fiche d’un restaurant) sont visibles de tous. Nous pouvons transmettre des
        données aux autorités lorsque la loi l’exige. Les éventuels transferts hors de l’Union européenne (Google) sont encadrés par le Data Privacy
        Framework ou des clauses contractuelles types.
      </p>
    </>
  );
}

function YourRightsSection() {
  return (
    <>
      <p>Vous disposez des droits suivants sur vos données :</p>
      <ul>
        <li>accès et copie, y compris dans un format réutilisable (portabilité) ;</li>
        <li>rectification des données inexactes ;</li>
        <li>effacement (suppression du compte) ;</li>
        <li>opposition et limitation du traitement ;</li>
        <li>retrait de votre consentement à tout moment (lettre d’information, cookies), sans effet sur ce qui a été fait avant ;</li>
        <li>directives sur le sort de vos données après votre décès.</li>
      </ul>
      <p>
        Écrivez à <ContactEmail /> ; nous pouvons vous demander de confirmer votre identité. Nous répondons dans un délai d’un mois, prolongeable
        de deux mois pour une demande complexe (nous vous en informons alors dans le premier mois). Certaines données doivent être gardées malgré
        une demande d’effacement lorsque la loi l’impose (factures, données d’identification d’hébergeur).
      </p>
    </>
  );
}

function CnilComplaintSection() {
  return (
    <p>
      Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et
      des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur{' '}
      <a href="https://www.cnil.fr/fr/plaintes" target="_blank" rel="noopener noreferrer">
        www.cnil.fr
      </a>
      .
    </p>
  );
}

function SecuritySection() {
  return (
    <p>
      Les échanges sont chiffrés (HTTPS). Les mots de passe sont stockés sous forme d’empreinte lente et salée (argon2id), jamais en clair. Les
      cookies de connexion sont inaccessibles aux scripts de la page. Les tentatives de connexion répétées sont limitées. En cas de violation de
      données présentant un risque, nous prévenons la CNIL sous 72 heures et, si nécessaire, les personnes concernées.
    </p>
  );
}

function CookiesSection() {
  return (
    <p>
      Le détail des cookies et traceurs est dans la <Link to={COOKIES_PATH}>politique cookies</Link>. Vous pouvez modifier votre choix à tout
      moment avec « Gestion des cookies », en bas de chaque page.
    </p>
  );
}
