import { CGU_RESTO_PATH, CHARTE_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';

/** /legalObligation: the main legal obligations of a restaurant in France (general information). */
export default function LegalObligationPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.legalObligation}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Un rappel des principales obligations d’un restaurant en France, et de ce qu’elles impliquent pour votre fiche Mijote. Cette page est une
          information générale, pas un conseil juridique : pour votre situation, rapprochez-vous de la DDPP de Maine-et-Loire, de la CCI ou de votre
          organisation professionnelle.
        </p>
      }
      sections={[
        { id: 'prix', title: 'Affichage des prix', content: <PriceDisplaySection /> },
        { id: 'allergenes', title: 'Allergènes', content: <AllergensSection /> },
        { id: 'hygiene', title: 'Hygiène et sécurité alimentaire', content: <FoodHygieneSection /> },
        { id: 'boissons', title: 'Boissons alcoolisées', content: <AlcoholicDrinksSection /> },
        { id: 'etablissement', title: 'Accueil du public et environnement', content: <PublicVenueSection /> },
        { id: 'fiche', title: 'Ce que nous attendons de votre fiche Mijote', content: <ListingExpectationsSection /> },
      ]}
    />
  );
}

function PriceDisplaySection() {
  return (
    <>
      <ul>
        <li>
          Les prix sont affichés TTC, service compris, à l’extérieur de l’établissement pendant le service (menus et une sélection de plats et
          de vins) et à l’intérieur (carte remise au client, prix des boissons les plus couramment servies).
        </li>
        <li>Une note (addition) détaillée est remise au client selon la réglementation sur la publicité des prix.</li>
        <li>L’origine des viandes bovines servies doit être indiquée (décret n° 2002-1465).</li>
        <li>La mention « fait maison » et son logo ne peuvent être utilisés que pour des plats cuisinés sur place à partir de produits bruts.</li>
      </ul>
      <p>
        <strong>Sur Mijote :</strong> le prix moyen et la carte de votre fiche doivent correspondre à vos prix réels ; mettez-les à jour à chaque
        changement de carte.
      </p>
    </>
  );
}

function AllergensSection() {
  return (
    <>
      <p>
        Vous devez informer vos clients, par écrit et de façon accessible, de la présence des 14 allergènes réglementés dans chaque plat
        (règlement (UE) n° 1169/2011 et décret n° 2015-447) : céréales contenant du gluten, crustacés, œufs, poissons, arachides, soja, lait,
        fruits à coque, céleri, moutarde, graines de sésame, anhydride sulfureux et sulfites, lupin, mollusques.
      </p>
      <p>
        <strong>Sur Mijote :</strong> les informations de votre carte sont les vôtres ; Mijote indique aux internautes de confirmer les allergènes
        auprès du restaurant. Si votre carte en ligne les mentionne, elles doivent être exactes.
      </p>
    </>
  );
}

function FoodHygieneSection() {
  return (
    <ul>
      <li>Déclarer l’établissement auprès de la DDPP avant l’ouverture et à chaque changement d’exploitant ou d’activité.</li>
      <li>
        Compter au moins une personne formée à l’hygiène alimentaire adaptée à la restauration commerciale (formation de 14 heures, décret n°
        2011-731).
      </li>
      <li>Tenir un plan de maîtrise sanitaire (méthode HACCP, traçabilité, températures, nettoyage, gestion des non-conformités).</li>
      <li>
        Les résultats des contrôles officiels sont publics (dispositif Alim’confiance) ; vous pouvez les afficher dans l’établissement.
      </li>
    </ul>
  );
}

function AlcoholicDrinksSection() {
  return (
    <ul>
      <li>Servir de l’alcool avec les repas suppose une licence adaptée (petite licence restaurant ou licence restaurant) et le permis d’exploitation.</li>
      <li>La vente d’alcool aux mineurs est interdite, et l’affiche réglementaire correspondante doit être apposée.</li>
    </ul>
  );
}

function PublicVenueSection() {
  return (
    <ul>
      <li>Respecter les règles des établissements recevant du public (sécurité incendie, accessibilité) et tenir le registre public d’accessibilité.</li>
      <li>Afficher l’interdiction de fumer et de vapoter dans les lieux fermés.</li>
      <li>Proposer, sur demande, un contenant pour emporter les restes du repas.</li>
      <li>Trier les biodéchets et respecter les règles sur la vaisselle réutilisable pour les repas servis sur place.</li>
      <li>Déclarer la diffusion de musique (SACEM).</li>
    </ul>
  );
}

function ListingExpectationsSection() {
  return (
    <>
      <ul>
        <li>des horaires exacts, y compris les fermetures exceptionnelles et les jours fériés ;</li>
        <li>une carte et des prix à jour ;</li>
        <li>des caractéristiques vraies (accessibilité, régimes, moyens de paiement, stationnement) ;</li>
        <li>des photos dont vous détenez les droits, sans personne reconnaissable sans son accord ;</li>
        <li>aucun avis publié par vous ou vos proches, aucune contrepartie offerte contre un avis.</li>
      </ul>
      <p>
        Voir aussi les <Link to={CGU_RESTO_PATH}>conditions d’utilisation restaurateurs</Link> et la{' '}
        <Link to={CHARTE_PATH}>charte des avis</Link>.
      </p>
    </>
  );
}
