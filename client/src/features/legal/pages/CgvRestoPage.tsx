import { CGU_RESTO_PATH, HOW_IT_WORKS_PATH, LEGAL_OBLIGATION_PATH, PRIVACY_RESTO_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { CompanyName, ContactEmail } from '../components/Publisher';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED, SUBSCRIPTION } from '../legal-constants';

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
        Vous pouvez résilier à tout moment depuis votre espace restaurateur ou par e-mail à <ContactEmail /> ; la résiliation prend effet à la fin
        de la période payée, sans frais. La fiche est alors retirée du site. Mijote peut résilier l’abonnement avec un préavis de 30 jours, ou
        sans préavis en cas de manquement grave ou d’obligation légale, par une décision motivée.
      </p>
    </>
  );
}

function InvoicingSection() {
  const { vatRate } = SUBSCRIPTION;
  return (
    <>
      <p>
        Une facture est émise pour chaque période et mise à disposition dans votre espace restaurateur. Elle mentionne la période couverte, le
        prix HT, la remise éventuelle, la TVA à {vatRate} % et le total TTC. Une facture émise avant paiement est payable par virement dans un
        délai de 14 jours à compter de son émission, la date d’échéance figurant sur la facture. Pas d’escompte pour paiement anticipé.
      </p>
      <p>
        Tout retard de paiement entraîne, de plein droit et sans rappel, des pénalités au taux de trois fois le taux d’intérêt légal, ainsi
        qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5 du Code de commerce). Après mise en demeure
        restée sans effet, la fiche peut être suspendue.
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
      Mijote met en œuvre les moyens raisonnables pour assurer l’accès au service, sans garantie d’audience ni de chiffre d’affaires. En cas
      d’indisponibilité prolongée de son fait (plus de 72 heures consécutives), la période concernée est remboursée au prorata. Sauf faute
      lourde ou dolosive, la responsabilité de Mijote est limitée aux sommes payées au cours des 12 derniers mois.
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
