import { CGU_RESTO_PATH, HOW_IT_WORKS_PATH, LEGAL_OBLIGATION_PATH, PRIVACY_RESTO_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { CompanyName, ContactEmail } from '../components/Publisher';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED, SUBSCRIPTION } from '../legal-constants';
import { RETRY_TEXT } from '../../../../../common/billing-rules';
import { APPEAL_MONTHS } from '../../../../../common/appeal-rules';
import { END_NOTICE_DAYS, SUBSCRIPTION_GROUND_KEYS, SUBSCRIPTION_GROUNDS } from '../../../../../common/subscription-decision-rules';

/** B2B terms of sale for the restaurateur subscription; served at both spellings of the route. */
export default function CgvRestoPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.cgvResto}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Ces conditions s’appliquent à l’abonnement Mijote souscrit par un professionnel de la restauration auprès de <CompanyName />. Elles
          constituent le socle de la relation commerciale et vous sont transmises sur un support durable sur simple demande à <ContactEmail />.
        </p>
      }
      sections={[
        { id: 'objet', title: '1. Objet', content: <PurposeSection /> },
        { id: 'prix', title: '2. Prix', content: <PriceSection /> },
        { id: 'souscription', title: '3. Souscription et empreinte bancaire', content: <SubscribingSection /> },
        { id: 'duree', title: '4. Durée, renouvellement et résiliation', content: <TermAndCancellationSection /> },
        { id: 'facturation', title: '5. Facturation et paiement', content: <InvoicingSection /> },
        { id: 'classement', title: '6. Classement et avis', content: <RankingAndReviewsSection /> },
        { id: 'obligations', title: '7. Vos engagements', content: <YourCommitmentsSection /> },
        { id: 'responsabilite', title: '8. Disponibilité et responsabilité', content: <AvailabilityAndLiabilitySection /> },
        { id: 'donnees', title: '9. Données personnelles', content: <PersonalDataSection /> },
        { id: 'litiges', title: '10. Droit applicable et litiges', content: <DisputesSection /> },
      ]}
    />
  );
}

function PurposeSection() {
  return (
    <p>
      L’abonnement donne accès à l’espace restaurateur : gestion de la fiche (carte et menu du jour, description, photos, informations,
      horaires, caractéristiques, réservation), demande de publication, statistiques et factures. La publication de la fiche est soumise à la vérification de
      notre équipe, selon les <Link to={CGU_RESTO_PATH}>conditions d’utilisation restaurateurs</Link>.
    </p>
  );
}

function PriceSection() {
  const { priceHt, priceTtc, vatRate } = SUBSCRIPTION;
  return (
    <>
      <ul className="legal__price">
        <li>
          <strong>{priceHt} € HT</strong> par mois
        </li>
        <li>
          <strong>{priceTtc} € TTC</strong> TVA {vatRate} % comprise
        </li>
        <li>
          <strong>1er mois offert</strong> remise de {priceTtc} € TTC
        </li>
      </ul>
      <p>
        Le premier mois fait l’objet d’une remise égale à son prix : il ne reste rien à payer. Les prix peuvent évoluer ; toute hausse vous est
        annoncée au moins 15 jours à l’avance et ne s’applique qu’à la période suivante, que vous pouvez refuser en résiliant.
      </p>
    </>
  );
}

function SubscribingSection() {
  const { cardCheck } = SUBSCRIPTION;
  return (
    <p>
      La souscription se fait en ligne. Le paiement passe par la page sécurisée de notre prestataire de paiement par carte : Mijote ne voit ni ne
      conserve votre numéro de carte. À la souscription, une empreinte bancaire de {cardCheck} € vérifie la validité de la carte et active
      l’abonnement ; <strong>aucun montant n’est débité</strong>.
    </p>
  );
}

function TermAndCancellationSection() {
  const { priceTtc } = SUBSCRIPTION;
  return (
    <>
      <p>
        L’abonnement est <strong>sans engagement</strong> : il est conclu pour un mois et se renouvelle, ou non, à chaque échéance. À chaque
        renouvellement, {priceTtc} € TTC sont prélevés sur la carte enregistrée.
      </p>
      <p>
        Vous pouvez résilier à tout moment depuis votre espace restaurateur, avec le bouton « Résilier l’abonnement » ; la résiliation prend
        effet à la fin de la période payée, sans frais, et vous pouvez revenir sur votre demande jusque-là depuis le même espace. La fiche est
        alors retirée du site.
      </p>
      <p>Mijote peut résilier ou suspendre l’abonnement pour l’un des motifs suivants :</p>
      <ul>
        {SUBSCRIPTION_GROUND_KEYS.map((g, n) => (
          <li key={g}>
            {SUBSCRIPTION_GROUNDS[g].label.toLowerCase()}
            {n === SUBSCRIPTION_GROUND_KEYS.length - 1 ? '.' : ' ;'}
          </li>
        ))}
      </ul>
      <p>
        La décision vous est adressée par e-mail, avec son motif et l’exposé des motifs. Une résiliation prend effet {END_NOTICE_DAYS} jours après
        cet e-mail, ou à la fin de la période payée si elle est plus lointaine ; d’ici là, le service continue et plus aucune échéance n’est
        prélevée. Elle ne peut prendre effet immédiatement, sans préavis, que pour les deux derniers motifs (manquements répétés, obligation
        légale ou décision d’une autorité) ; la période en cours n’est alors pas remboursée. Un abonnement résilié par Mijote ne peut pas être repris depuis l’espace restaurateur.
      </p>
      <p>
        Vous pouvez contester une résiliation ou une suspension gratuitement pendant {APPEAL_MONTHS} mois, en expliquant pourquoi, depuis le
        lien personnel de l’e-mail qui vous l’annonce ou depuis votre espace restaurateur (rubrique « Décisions de modération ») ; une autre
        personne de l’équipe que celle qui a décidé l’examine et vous répond par e-mail de façon motivée. Si elle annule une suspension,
        celle-ci est levée. Si elle annule une résiliation, l’abonnement est rétabli : il se renouvelle de nouveau à la fin de la période déjà
        payée, ou le jour du rétablissement si cette période est passée (pour un mois commençant ce jour-là) ; rien n’est prélevé pour la
        période écoulée entre la fin et le rétablissement, et la fiche revient en ligne si la résiliation l’avait retirée.
      </p>
      <p>
        Pendant une suspension, la fiche est retirée du site et aucune échéance n’est prélevée ; quand la suspension est levée, la fiche revient
        en ligne si elle l’était et les prélèvements reprennent. De même, aucune échéance n’est prélevée tant que notre équipe a mis votre fiche hors ligne ou
        désactivé votre compte. Dans tous ces cas, une échéance arrivée entre-temps est prélevée le jour de la reprise, pour une période d’un
        mois commençant ce jour-là.
      </p>
    </>
  );
}

function InvoicingSection() {
  const { vatRate } = SUBSCRIPTION;
  return (
    <>
      <p>
        Le paiement se fait uniquement par prélèvement sur la carte enregistrée, à chaque échéance. Une facture est émise pour chaque période,
        une fois son paiement accepté, et mise à disposition dans votre espace restaurateur : elle est acquittée et indique la date du paiement,
        la période couverte, le prix HT, la remise éventuelle, la TVA à {vatRate} % et le total TTC. Pas d’escompte pour paiement anticipé.
      </p>
      <p>
        Si le prélèvement d’une échéance est refusé, il est de nouveau tenté {RETRY_TEXT} après l’échéance, et vous êtes prévenu par e-mail à
        chaque refus. Après le dernier refus, l’abonnement est suspendu et la fiche retirée du site jusqu’à l’enregistrement d’une nouvelle carte
        depuis votre espace, qui règle l’échéance. Tout retard de paiement entraîne, de plein droit et sans rappel, des pénalités au taux de
        trois fois le taux d’intérêt légal, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5
        du Code de commerce).
      </p>
    </>
  );
}

function RankingAndReviewsSection() {
  return (
    <p>
      L’abonnement n’achète ni place dans les résultats ni note : le classement suit le critère choisi par l’internaute (notes, prix, distance),
      comme expliqué dans <Link to={HOW_IT_WORKS_PATH}>Fonctionnement du site</Link>. Le restaurateur ne peut ni acheter, ni supprimer, ni trier les
      avis ; il peut y répondre et signaler un doute sur leur authenticité.
    </p>
  );
}

function YourCommitmentsSection() {
  return (
    <p>
      Vous garantissez l’exactitude des informations de votre fiche (horaires, prix, allergènes, accessibilité) et détenez les droits sur les
      photos et textes publiés. Vous restez seul responsable du respect des{' '}
      <Link to={LEGAL_OBLIGATION_PATH}>obligations légales de la restauration</Link>.
    </p>
  );
}

function AvailabilityAndLiabilitySection() {
  return (
    <p>
      Mijote met en œuvre les moyens raisonnables pour assurer l’accès au service, sans garantie d’audience ni de chiffre d’affaires. Le
      service peut être interrompu pour maintenance ou à la suite d’un incident ; une interruption ne donne lieu à aucun remboursement
      automatique. Si une interruption due à Mijote vous cause un préjudice, vous pouvez en demander réparation par écrit à <ContactEmail />.
      Sauf faute lourde ou dolosive, la responsabilité de Mijote est limitée aux sommes payées au cours des 12 derniers mois.
    </p>
  );
}

function PersonalDataSection() {
  return (
    <p>
      Voir la <Link to={PRIVACY_RESTO_PATH}>politique de confidentialité des restaurateurs</Link>. Mijote est responsable des
      traitements relatifs aux internautes (avis, favoris, statistiques).
    </p>
  );
}

function DisputesSection() {
  return (
    <p>
      Ces conditions sont soumises au droit français. Les parties recherchent d’abord une solution amiable, par écrit à <ContactEmail />, puis,
      le cas échéant, par une médiation. À défaut d’accord dans un délai de 30 jours, le litige relève du tribunal de commerce dans le ressort
      duquel se trouve le siège de l’éditeur.
    </p>
  );
}
