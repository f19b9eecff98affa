import { CHARTE_PATH, CONTACT_PATH, HOW_IT_WORKS_PATH, MENTIONS_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { CompanyName, ContactEmail } from '../components/Publisher';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';

export default function AboutPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.about}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Mijote est l’annuaire des restaurants du Maine-et-Loire : d’Angers à Saumur, de Cholet à Segré, trouvez une table ouverte, au bon prix et
          près de chez vous. Mijote a ouvert ses portes le 29 avril.
        </p>
      }
      sections={[
        {
          id: 'mission',
          title: 'Notre idée',
          content: (
            <>
              <p>
                Nous voulions un outil simple et local : chercher un restaurant par nom, par ville ou autour de soi, savoir s’il est ouvert ce midi ou
                ce soir, voir sa carte, ses photos, ses horaires et l’avis de ceux qui y ont mangé, puis appeler ou réserver directement auprès de
                l’établissement.
              </p>
              <p>
                Mijote ne prend aucune commission sur vos repas ni sur vos réservations : vous réservez directement auprès du restaurant, par téléphone
                ou via son propre outil de réservation.
              </p>
            </>
          ),
        },
        {
          id: 'independance',
          title: 'Un classement qui ne s’achète pas',
          content: (
            <>
              <p>
                Les résultats sont triés selon le critère que vous choisissez (notes, prix par personne ou distance). Aucun restaurant ne paie pour
                apparaître plus haut, et aucun restaurateur ne peut acheter, supprimer ou trier les avis qui le concernent.
              </p>
              <p>
                Mijote est financé par l’abonnement des restaurateurs, qui leur permet de gérer leur fiche (carte, photos, description, horaires, caractéristiques, réservation) et d’en suivre les statistiques.
                Cet abonnement ne modifie ni le classement, ni les notes. Tout est expliqué dans <Link to={HOW_IT_WORKS_PATH}>Fonctionnement du site</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'avis',
          title: 'Des avis relus',
          content: (
            <p>
              Chaque avis écrit sur Mijote est relu par notre équipe avant d’être publié, avec la date de la visite et celle de la publication ; les
              avis repris d’une source antérieure sont signalés comme tels. Les règles sont dans notre{' '}
              <Link to={CHARTE_PATH}>charte des avis</Link>.
            </p>
          ),
        },
        {
          id: 'equipe',
          title: 'Qui sommes-nous ?',
          content: (
            <p>
              Mijote est édité par <CompanyName /> (voir les <Link to={MENTIONS_PATH}>mentions légales</Link>). Une idée, une remarque ? Écrivez-nous à <ContactEmail /> ou passez par
              la page <Link to={CONTACT_PATH}>Contactez-nous</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
