import { CGU_RESTO_PATH, CGV_RESTO_PATH, CHARTE_PATH, CONTACT_PATH, COOKIES_PATH, HOW_IT_WORKS_PATH, PRIVACY_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { CompanyName, ContactEmail } from '../components/Publisher';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';

export default function CguPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.cgu}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Ces conditions encadrent l’utilisation du site Mijote par les visiteurs et les clients. En utilisant le site, vous les acceptez. Les
          restaurateurs sont en plus liés par les <Link to={CGU_RESTO_PATH}>conditions restaurateurs</Link> et les{' '}
          <Link to={CGV_RESTO_PATH}>conditions générales de vente</Link>.
        </p>
      }
      sections={[
        { id: 'service', title: '1. Le service', content: <ServiceSection /> },
        { id: 'compte', title: '2. Compte client', content: <CustomerAccountSection /> },
        { id: 'contenus', title: '3. Vos contenus (avis, photos)', content: <YourContentSection /> },
        { id: 'moderation', title: '4. Modération', content: <ModerationSection /> },
        { id: 'signalement', title: '5. Signaler un contenu', content: <ReportContentSection /> },
        { id: 'classement', title: '6. Classement des résultats', content: <RankingSection /> },
        { id: 'responsabilite', title: '7. Informations et responsabilité', content: <LiabilitySection /> },
        { id: 'interdits', title: '8. Usages interdits', content: <ForbiddenUsesSection /> },
        { id: 'donnees', title: '9. Données personnelles et cookies', content: <PersonalDataSection /> },
        { id: 'modifications', title: '10. Modification des conditions', content: <TermsChangesSection /> },
        { id: 'droit', title: '11. Droit applicable et litiges', content: <GoverningLawSection /> },
      ]}
    />
  );
}

function ServiceSection() {
  return (
    <p>
      Mijote, édité par <CompanyName />, est un annuaire gratuit des restaurants du Maine-et-Loire : recherche, filtres, fiches (carte,
      photos, horaires), avis et favoris. Mijote n’est pas partie au contrat entre vous et le restaurant : la réservation et le repas relèvent
      du seul restaurant.
    </p>
  );
}

function CustomerAccountSection() {
  return (
    <>
      <p>
        Un compte est nécessaire pour enregistrer des favoris et publier des avis. Il est réservé aux personnes majeures, qui le déclarent en le créant. Vous vous engagez à
        fournir des informations exactes et à garder votre mot de passe confidentiel ; vous êtes responsable de l’usage de votre compte.
      </p>
      <p>
        Vous pouvez supprimer votre compte à tout moment depuis votre profil ou en écrivant à <ContactEmail />.
      </p>
    </>
  );
}

function YourContentSection() {
  return (
    <>
      <p>
        Vous restez propriétaire de vos avis et photos. En les publiant, vous autorisez Mijote à les afficher sur le site, gratuitement, pour la
        durée de leur publication. Vous garantissez qu’ils reflètent une expérience réelle et qu’ils ne portent atteinte aux droits de personne
        (droit à l’image, droit d’auteur, vie privée).
      </p>
      <p>
        Les avis suivent la <Link to={CHARTE_PATH}>charte des avis</Link>, qui fait partie de ces conditions.
      </p>
    </>
  );
}

function ModerationSection() {
  return (
    <>
      <p>
        Chaque avis écrit sur Mijote est relu par une personne avant publication (les avis repris d’une source antérieure sont signalés comme
        tels). Nous pouvons refuser ou retirer un contenu, ou suspendre un compte, pour les
        motifs listés dans la charte des avis, pour un contenu illicite ou en cas d’abus répétés (faux avis, signalements manifestement
        infondés). Nous n’utilisons pas de décision automatisée.
      </p>
      <p>
        Toute décision vous est notifiée par e-mail avec la mesure prise, les faits, le motif (clause de ces conditions ou règle de droit) et
        les voies de recours. Vous pouvez la contester gratuitement pendant 6 mois, en expliquant pourquoi, depuis le lien personnel de
        l’e-mail ou depuis votre compte (rubrique « Décisions de modération ») ; une autre personne que celle qui a décidé réexamine votre
        demande et vous répond par e-mail de façon motivée. Si elle annule la décision, celle-ci est levée (contenu publié, page remise en
        ligne ou compte réactivé). Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié, ou le juge.
      </p>
    </>
  );
}

function ReportContentSection() {
  return (
    <p>
      Chacun peut signaler un avis ou un contenu qu’il juge illicite ou contraire à la charte, selon la procédure de la page{' '}
      <Link to={CONTACT_PATH}>Contactez-nous</Link>. Nous informons l’auteur du signalement de la suite donnée. S’il a laissé son adresse
      (ou était connecté), il peut contester la décision de conserver un avis gratuitement pendant 6 mois, comme toute décision (ci-dessus) :
      si elle est annulée, l’avis est retiré. Les menaces pour la vie ou la sécurité des personnes sont transmises aux autorités.
    </p>
  );
}

function RankingSection() {
  return (
    <p>
      Les résultats sont triés selon le critère choisi (notes, prix par personne, distance), sans aucun classement payant. Les paramètres
      sont détaillés dans <Link to={HOW_IT_WORKS_PATH}>Fonctionnement du site</Link>.
    </p>
  );
}

function LiabilitySection() {
  return (
    <p>
      Les informations des fiches (horaires, prix, carte, allergènes, accessibilité) sont fournies par les restaurateurs. Nous faisons de notre
      mieux pour qu’elles soient exactes mais ne pouvons pas le garantir : vérifiez auprès du restaurant, en particulier pour les allergies.
      Le site peut être momentanément indisponible pour maintenance. Mijote n’est pas responsable des sites extérieurs vers lesquels il
      renvoie (outils de réservation des restaurants, réseaux sociaux).
    </p>
  );
}

function ForbiddenUsesSection() {
  return (
    <ul>
      <li>publier de faux avis ou des avis contre une contrepartie, ou se faire passer pour un client ;</li>
      <li>aspirer massivement le contenu du site ou en perturber le fonctionnement ;</li>
      <li>utiliser les données des fiches pour de la prospection non sollicitée.</li>
    </ul>
  );
}

function PersonalDataSection() {
  return (
    <p>
      Voir la <Link to={PRIVACY_PATH}>politique de confidentialité</Link> et la <Link to={COOKIES_PATH}>politique cookies</Link>.
    </p>
  );
}

function TermsChangesSection() {
  return (
    <p>
      Nous pouvons faire évoluer ces conditions. La date de mise à jour figure en haut de la page ; en cas de changement important, les
      titulaires d’un compte sont prévenus par e-mail avant son entrée en vigueur.
    </p>
  );
}

function GoverningLawSection() {
  return (
    <p>
      Ces conditions sont soumises au droit français. En cas de difficulté, écrivez-nous d’abord à <ContactEmail /> : nous cherchons une
      solution amiable. À défaut, le litige relève des tribunaux compétents selon les règles de droit commun ; un consommateur peut saisir
      la juridiction de son domicile.
    </p>
  );
}
