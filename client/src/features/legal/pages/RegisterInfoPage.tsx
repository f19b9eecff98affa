import { CGV_RESTO_PATH, CHARTE_PATH, RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { ContactEmail } from '../components/Publisher';
import { RegistrationRequestForm } from '../../registration';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED, SUBSCRIPTION } from '../legal-constants';

function StartButtons() {
  return (
    <div className="legal__cta">
      <a className="button button--primary" href="#demande">
        Inscrire mon restaurant
      </a>
      <Link className="button" to={RESTAURATEUR_DASHBOARD_PATH}>
        J’ai déjà un compte restaurateur
      </Link>
    </div>
  );
}

/** /contact_inscription: how a restaurant joins Mijote and what it costs (SPEC §1). */
export default function RegisterInfoPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.registerInfo}
      updated={LEGAL_UPDATED}
      intro={
        <>
          <p>
            Présentez votre restaurant aux gourmands du Maine-et-Loire : votre carte, vos photos, vos horaires, votre numéro de téléphone et votre lien
            de réservation, sur une fiche que vous gérez vous-même.
          </p>
          <StartButtons />
        </>
      }
      sections={[
        { id: 'tarif', title: 'Le tarif', content: <PricingSection /> },
        { id: 'inclus', title: 'Ce qui est inclus', content: <IncludedSection /> },
        { id: 'etapes', title: 'Les étapes', content: <StepsSection /> },
        { id: 'independance', title: 'Un annuaire équitable', content: <FairDirectorySection /> },
        { id: 'demande', title: 'Recevoir mon lien d’inscription', content: <LinkRequestSection /> },
      ]}
    />
  );
}

function PricingSection() {
  const { priceHt, priceTtc, vatRate, cardCheck } = SUBSCRIPTION;
  return (
    <>
      <ul className="legal__price">
        <li>
          <strong>{priceHt} € HT</strong> par mois, soit {priceTtc} € TTC (TVA {vatRate} %)
        </li>
        <li>
          <strong>1er mois offert</strong> rien à payer le premier mois
        </li>
        <li>
          <strong>Sans engagement</strong> renouvelable, ou non, chaque mois
        </li>
      </ul>
      <p>
        À l’inscription, une empreinte bancaire de {cardCheck} € vérifie votre carte sur la page sécurisée de notre prestataire de paiement :
        <strong> aucun montant n’est débité</strong>. Vous pouvez arrêter à tout moment depuis votre espace, l’arrêt prenant effet à la fin de la période déjà payée (chaque période dure un mois, à compter du jour de votre inscription). Le
        détail est dans les <Link to={CGV_RESTO_PATH}>conditions générales de vente</Link>.
      </p>
    </>
  );
}

function IncludedSection() {
  return (
    <ul>
      <li>une fiche complète : carte et menu du jour, photos, description, horaires et dates exceptionnelles, caractéristiques ;</li>
      <li>votre numéro de téléphone et le lien vers votre propre outil de réservation, sans commission ;</li>
      <li>des statistiques : vues de votre page, visiteurs, temps passé, clics sur votre numéro et sur votre lien de réservation, ajouts aux favoris ;</li>
      <li>vos factures, téléchargeables dans votre espace.</li>
    </ul>
  );
}

function StepsSection() {
  const { cardCheck } = SUBSCRIPTION;
  return (
    <ol>
      <li>
        <strong>Vos informations personnelles</strong> : nom, prénom, date de naissance, e-mail et mot de passe. Vous confirmez votre e-mail
        avec un code à 6 chiffres.
      </li>
      <li>
        <strong>Votre restaurant</strong> : nom, adresse, ville, code postal (Maine-et-Loire) et téléphone ; vous acceptez les conditions.
      </li>
      <li>
        <strong>Paiement</strong> : coordonnées de facturation puis empreinte bancaire de {cardCheck} €, sans débit. Votre premier mois est
        offert.
      </li>
      <li>
        <strong>Votre fiche</strong> : dans votre espace restaurateur, ajoutez votre carte, votre description, vos horaires, une photo de
        devanture, le type de restaurant et ses caractéristiques, puis demandez la publication.
      </li>
      <li>
        <strong>Publication</strong> : notre équipe vérifie la fiche et la publie, ou vous indique ce qu’il faut corriger.
      </li>
    </ol>
  );
}

function FairDirectorySection() {
  return (
    <p>
      L’abonnement ne donne aucune place privilégiée : les résultats sont classés selon le critère choisi par l’internaute (notes, prix,
      distance). Vous ne pouvez ni acheter, ni supprimer les avis, mais vous pouvez y répondre et nous signaler un avis douteux (voir la{' '}
      <Link to={CHARTE_PATH}>charte des avis</Link>).
    </p>
  );
}

function LinkRequestSection() {
  return (
    <>
      <p>
        Indiquez votre restaurant, sa commune et vos coordonnées : nous vous envoyons aussitôt par e-mail votre lien d’inscription
        personnel, valable 7 jours. Si vous vous arrêtez en chemin, le même lien vous ramène là où vous en étiez.
      </p>
      <RegistrationRequestForm />
      <p>
        Une question avant de vous lancer&nbsp;? Écrivez-nous à <ContactEmail />.
      </p>
    </>
  );
}
