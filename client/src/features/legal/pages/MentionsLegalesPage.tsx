import { CGU_PATH, CGV_RESTO_PATH, CHARTE_PATH, CONTACT_PATH, COOKIES_PATH, PRIVACY_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { ContactEmail, PublisherIdentity } from '../components/Publisher';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';

/** Mentions légales (LCEN): publisher, publication director, host. Also served as /mentionsLegalesResto. */
export default function MentionsLegalesPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.mentions}
      updated={LEGAL_UPDATED}
      sections={[
        {
          id: 'editeur',
          title: 'Éditeur du site',
          content: (
            <>
              <p>Le site Mijote est édité par :</p>
              <PublisherIdentity withHost />
            </>
          ),
        },
        {
          id: 'hebergeur',
          title: 'Hébergement',
          content: (
            <p>
              L’hébergeur du site est indiqué ci-dessus (rubrique « Hébergeur »). Les contenus publiés par les utilisateurs (avis, photos, fiches des
              restaurants) sont stockés par Mijote chez cet hébergeur.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact et signalement',
          content: (
            <p>
              Pour toute question ou pour signaler un contenu illicite : <ContactEmail />, selon la procédure décrite sur la page{' '}
              <Link to={CONTACT_PATH}>Contactez-nous</Link>.
            </p>
          ),
        },
        {
          id: 'propriete',
          title: 'Propriété intellectuelle',
          content: (
            <p>
              La marque Mijote, le site et ses textes sont protégés. Les photos, cartes et descriptions des restaurants restent la propriété de leurs
              auteurs, qui en ont concédé l’usage à Mijote. Toute reproduction sans autorisation est interdite.
            </p>
          ),
        },
        {
          id: 'autres',
          title: 'Autres documents',
          content: (
            <ul>
              <li>
                <Link to={CGU_PATH}>Conditions générales d’utilisation</Link>
              </li>
              <li>
                <Link to={PRIVACY_PATH}>Politique de confidentialité</Link>
              </li>
              <li>
                <Link to={COOKIES_PATH}>Politique cookies</Link>
              </li>
              <li>
                <Link to={CHARTE_PATH}>Charte des avis</Link>
              </li>
              <li>
                <Link to={CGV_RESTO_PATH}>Conditions générales de vente (restaurateurs)</Link>
              </li>
            </ul>
          ),
        },
      ]}
    />
  );
}
