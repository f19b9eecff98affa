import { CHARTE_PATH, PRIVACY_PATH, REGISTER_INFO_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { ContactEmail, PublisherIdentity } from '../components/Publisher';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';

export default function ContactPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.contact}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Une question, une erreur sur une fiche, un avis à signaler ? Écrivez-nous à <ContactEmail />. Une personne de l’équipe vous répond,
          en général sous deux jours ouvrés.
        </p>
      }
      sections={[
        {
          id: 'ecrire',
          title: 'Écrire à l’équipe Mijote',
          content: (
            <>
              <p>
                Notre adresse unique de contact est <ContactEmail />. Elle sert aussi de point de contact pour les utilisateurs et pour les
                autorités au sens du règlement européen sur les services numériques (DSA, articles 11 et 12). Nous répondons en français ; les
                autorités peuvent aussi nous écrire en anglais. Les messages sont lus par des personnes, pas seulement par un outil automatique.
              </p>
              <p>Pour que nous puissions vous aider rapidement, indiquez si possible :</p>
              <ul>
                <li>le nom et la ville du restaurant concerné, ou l’adresse (URL) de la page ;</li>
                <li>l’objet de votre demande (information erronée, avis, compte, abonnement, données personnelles…) ;</li>
                <li>une adresse e-mail où vous répondre.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'signaler',
          title: 'Signaler un contenu illicite ou un avis',
          content: (
            <>
              <p>
                Chaque avis peut être signalé pour l’un des motifs de notre <Link to={CHARTE_PATH}>charte des avis</Link>. Pour signaler un contenu
                que vous estimez illicite (diffamation, injure, haine, données personnelles d’autrui, photo utilisée sans droit…), écrivez-nous en
                précisant :
              </p>
              <ul>
                <li>l’adresse exacte (URL) du contenu ;</li>
                <li>les raisons pour lesquelles vous le jugez illicite ;</li>
                <li>vos nom et adresse e-mail ;</li>
                <li>une déclaration confirmant que votre signalement est fait de bonne foi et que les informations sont exactes.</li>
              </ul>
              <p>
                Nous accusons réception, examinons le signalement de façon objective et vous informons de notre décision, des voies pour la contester
                et du recours éventuel à des moyens automatisés (aujourd’hui, la décision est toujours prise par une personne).
              </p>
            </>
          ),
        },
        {
          id: 'restaurateurs',
          title: 'Vous êtes restaurateur',
          content: (
            <p>
              Pour inscrire votre restaurant, consultez <Link to={REGISTER_INFO_PATH}>Inscrire son restaurant</Link>. Si votre restaurant figure déjà
              sur Mijote et qu’une information est inexacte, écrivez-nous depuis l’adresse e-mail de l’établissement : nous vérifions puis corrigeons.
              Vous pouvez aussi nous signaler gratuitement un doute sur l’authenticité d’un avis, en expliquant pourquoi.
            </p>
          ),
        },
        {
          id: 'donnees',
          title: 'Vos données personnelles',
          content: (
            <p>
              Pour accéder à vos données, les corriger, les effacer ou vous opposer à un traitement, écrivez à <ContactEmail />. Nous répondons dans un
              délai d’un mois. Le détail est dans notre <Link to={PRIVACY_PATH}>politique de confidentialité</Link>.
            </p>
          ),
        },
        { id: 'editeur', title: 'Coordonnées de l’éditeur', content: <PublisherIdentity /> },
      ]}
    />
  );
}
