import { CGV_RESTO_PATH, CHARTE_PATH, HOW_IT_WORKS_PATH, LEGAL_OBLIGATION_PATH, PRIVACY_RESTO_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { CompanyName, ContactEmail } from '../components/Publisher';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';
import { APPEAL_MONTHS } from '../../../../../common/appeal-rules';

export default function CguRestoPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.cguResto}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Ces conditions encadrent l’utilisation de l’espace restaurateur de Mijote. Elles complètent les{' '}
          <Link to={CGV_RESTO_PATH}>conditions générales de vente</Link> (abonnement) et la{' '}
          <Link to={CHARTE_PATH}>charte des avis</Link>.
        </p>
      }
      sections={[
        { id: 'espace', title: '1. L’espace restaurateur', content: <SpaceSection /> },
        { id: 'publication', title: '2. Publication de la fiche', content: <PublicationSection /> },
        { id: 'contenus', title: '3. Vos contenus', content: <YourContentSection /> },
        { id: 'avis', title: '4. Avis des clients', content: <CustomerReviewsSection /> },
        { id: 'classement', title: '5. Classement', content: <RankingSection /> },
        { id: 'statistiques', title: '6. Statistiques', content: <StatisticsSection /> },
        { id: 'donnees', title: '7. Données personnelles', content: <PersonalDataSection /> },
        { id: 'modifications', title: '8. Modification des conditions', content: <TermsChangesSection /> },
      ]}
    />
  );
}

function SpaceSection() {
  return (
    <p>
      L’espace restaurateur, édité par <CompanyName />, permet de gérer la fiche de votre restaurant : carte et menu du jour, photos,
      description, horaires et dates exceptionnelles, réservation, caractéristiques, statistiques de consultation et factures. L’accès est
      personnel : vous êtes responsable de la confidentialité de votre mot de passe.
    </p>
  );
}

function PublicationSection() {
  return (
    <>
      <p>
        Une fiche est publiée après une demande de publication et une vérification par notre équipe. Elle doit être complète : carte,
        description, horaires, photo de devanture, caractéristiques et type. La publication suppose un abonnement actif.
      </p>
      <p>
        Nous pouvons refuser, suspendre ou retirer une fiche si elle contient des informations fausses ou trompeuses, un contenu illicite,
        des photos dont vous ne détenez pas les droits, si le restaurant est fermé ou si l’abonnement n’est plus actif. La décision est
        motivée et vous est adressée par e-mail, avec les voies de recours. Une fiche refusée peut être corrigée et présentée de nouveau. La
        mise hors ligne d’une fiche, le refus d’une réponse à un avis, la désactivation du compte, et la résiliation ou la suspension de
        l’abonnement peuvent être contestés gratuitement pendant {APPEAL_MONTHS} mois, depuis le lien personnel de l’e-mail qui les annonce
        ou depuis votre espace restaurateur (rubrique « Décisions de modération ») ; une autre personne de l’équipe que celle qui a décidé
        vous répond par e-mail de façon motivée et, si elle annule la décision, celle-ci est levée. Sauf manquements répétés ou obligation légale, une résiliation à notre initiative est précédée d’un préavis de 30 jours (voir les
        conditions générales de vente).
      </p>
    </>
  );
}

function YourContentSection() {
  return (
    <p>
      Vous garantissez que les textes, cartes et photos que vous publiez sont exacts et que vous en détenez les droits (y compris ceux des
      photographes et des personnes photographiées). Vous accordez à Mijote, pour la durée de l’abonnement, une licence gratuite et non
      exclusive pour les afficher sur le site et pour présenter le restaurant. L’exactitude des horaires, des prix et des informations sur
      les allergènes relève de votre responsabilité (voir les <Link to={LEGAL_OBLIGATION_PATH}>obligations légales des restaurateurs</Link>).
    </p>
  );
}

function CustomerReviewsSection() {
  return (
    <p>
      Vous ne pouvez ni publier d’avis sur votre établissement, ni acheter, supprimer ou trier les avis qui le concernent, ni offrir une
      contrepartie pour en obtenir. Vous pouvez nous signaler gratuitement un doute sur l’authenticité d’un avis, avec le bouton « Signaler »
      placé sous l’avis et en expliquant pourquoi ; vous êtes informé par e-mail de la suite donnée. Vous êtes prévenu par e-mail de chaque
      nouvel avis publié et pouvez y répondre publiquement, une fois par avis, depuis la page « Avis et réponses » de votre espace ; votre
      réponse est relue par notre équipe avant sa publication.
    </p>
  );
}

function RankingSection() {
  return (
    <p>
      L’abonnement ne modifie ni la place de votre restaurant dans les résultats, ni sa note. Les critères de classement sont publiés dans{' '}
      <Link to={HOW_IT_WORKS_PATH}>Fonctionnement du site</Link>.
    </p>
  );
}

function StatisticsSection() {
  return (
    <p>
      Les statistiques (vues de la fiche, visiteurs, visites, temps passé, clics sur le numéro de téléphone et sur le lien de réservation,
      ajouts aux favoris) sont des totaux par jour qui n’identifient pas les visiteurs. Mijote les mesure lui-même, seulement chez les
      visiteurs qui ont accepté la mesure d’audience (sauf les clics sur le téléphone et les favoris, comptés pour tous) : elles sont
      inférieures à la fréquentation réelle et fournies à titre indicatif. Vos propres visites ne sont pas comptées.
    </p>
  );
}

function PersonalDataSection() {
  return (
    <p>
      Voir la <Link to={PRIVACY_RESTO_PATH}>politique de confidentialité des restaurateurs</Link>. Pour toute question :{' '}
      <ContactEmail />.
    </p>
  );
}

function TermsChangesSection() {
  return (
    <p>
      Toute modification vous est notifiée par e-mail au moins 15 jours avant son entrée en vigueur ; vous pouvez résilier votre abonnement
      avant cette date si vous la refusez.
    </p>
  );
}
