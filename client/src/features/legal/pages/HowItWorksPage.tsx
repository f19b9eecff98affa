import { CGU_PATH, CHARTE_PATH, CONTACT_PATH, COOKIES_PATH } from '../../../../../common/page-addresses';
import { RANKING_PRIOR } from '../../../../../common/ranking';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';

export default function HowItWorksPage() {
  return (
    <LegalPage
      page={STATIC_PAGES.howItWorks}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Comment Mijote choisit les restaurants qu’il affiche, comment il les classe et comment les notes sont calculées. En bref : le classement
          dépend uniquement du critère que vous choisissez, jamais d’un paiement.
        </p>
      }
      sections={[
        { id: 'referencement', title: 'Quels restaurants sont référencés ?', content: <ListingSection /> },
        { id: 'recherche', title: 'Rechercher et filtrer', content: <SearchAndFiltersSection /> },
        { id: 'classement', title: 'Comment les résultats sont classés', content: <ResultOrderSection /> },
        { id: 'notes', title: 'Comment les notes sont calculées', content: <RatingsSection /> },
        { id: 'informations', title: 'D’où viennent les informations ?', content: <InformationSourcesSection /> },
        { id: 'carte', title: 'La carte', content: <MapSection /> },
      ]}
    />
  );
}

function ListingSection() {
  return (
    <>
      <p>
        Mijote référence des restaurants situés dans le Maine-et-Loire. Une fiche n’est visible qu’après validation par notre équipe, qui vérifie
        qu’il s’agit d’un vrai restaurant en activité et que la fiche est complète (carte, description, horaires, photo de devanture, type et
        caractéristiques).
      </p>
      <p>
        Les restaurateurs gèrent leur fiche grâce à un abonnement mensuel : une fiche créée par un restaurateur n’est publiée que si son
        abonnement est actif. L’abonnement ne donne aucune place particulière dans les résultats. Une fiche peut être retirée si le restaurant
        ferme, si l’abonnement prend fin ou si la fiche ne respecte pas nos <Link to={CGU_PATH}>conditions</Link> ; le
        restaurateur est alors informé des motifs.
      </p>
    </>
  );
}

function SearchAndFiltersSection() {
  return (
    <>
      <p>Vous pouvez combiner :</p>
      <ul>
        <li>
          un texte, cherché sans tenir compte des accents ni des majuscules dans le nom des restaurants et, dès 3 caractères, dans leur
          type (« pizza » trouve les pizzerias), leur cuisine, leurs filtres (« végétarien ») et les plats de leur carte détaillée. Les
          suggestions sous la case disent ce qui correspond (« Pizzeria — type de restaurant », « Tiramisu — à la carte de 3
          restaurants ») ;
        </li>
        <li>une ville, ou « À proximité » pour chercher autour de votre position (si vous l’autorisez), dans un rayon de 5 à 100 km ;</li>
        <li>une date (jusqu’à trois mois) et une heure : seuls les restaurants ouverts à ce moment-là sont affichés, jours fériés et dates exceptionnelles compris ;</li>
        <li>
          des filtres : type de restaurant, cuisine, prix moyen, note minimale, régime alimentaire, ambiance, accessibilité, moyens de paiement,
          stationnement, options pratiques… Un restaurant doit remplir tous les filtres choisis.
        </li>
      </ul>
      <p>
        Si aucun restaurant ne correspond, Mijote vous le dit clairement et propose les restaurants les plus proches de votre recherche, en
        relâchant certains critères.
      </p>
    </>
  );
}

function ResultOrderSection() {
  return (
    <>
      <p>Les résultats sont triés selon le critère choisi dans « Trier par » :</p>
      <ul>
        <li>
          <strong>Notes</strong> (par défaut) : de la meilleure note à la moins bonne, la note étant ajustée selon le nombre d’avis, pour que
          deux avis à 5 étoiles ne passent pas devant quarante avis à 4,8. Nous calculons une moyenne bayésienne : tout se passe comme si
          chaque restaurant avait reçu {RANKING_PRIOR.reviews} avis de plus, notés {String(RANKING_PRIOR.rating).replace('.', ',')} étoiles.
          Avec beaucoup d’avis, la note ajustée rejoint la moyenne ; la carte affiche toujours la moyenne réelle et le nombre d’avis. À note
          ajustée égale, le restaurant qui a le plus d’avis publiés passe devant ;
        </li>
        <li>
          <strong>Prix par personne</strong> : du prix moyen le moins élevé au plus élevé, puis par note ;
        </li>
        <li>
          <strong>Distance</strong> (quand une ville ou votre position est connue) : du plus proche au plus éloigné, puis par note.
        </li>
      </ul>
      <p>
        Quand vous cherchez un texte, les restaurants dont le nom commence par votre saisie sont placés en tête, puis ceux dont le nom la
        contient, puis ceux qu’elle trouve par leur type, leur cuisine, leurs filtres ou leur carte. En cas d’égalité parfaite,
        l’ordre est fixe (ordre d’inscription sur Mijote), pour que la liste ne change pas d’une page à l’autre.
      </p>
      <p>
        <strong>Aucun classement payant.</strong> Ni l’abonnement des restaurateurs ni aucun autre paiement n’influence l’ordre des résultats,
        les notes ou les avis affichés. Il n’y a ni annonce sponsorisée ni résultat « mis en avant ». Le badge « NOUVEAU ! » indique seulement
        qu’une fiche a été publiée il y a moins de 14 jours ; il ne change pas sa place.
      </p>
    </>
  );
}

function RatingsSection() {
  return (
    <>
      <p>
        La note d’un restaurant est la moyenne des notes (de 1 à 5 étoiles) de ses avis publiés, arrondie à une décimale ; elle s’affiche sans
        décimale quand elle est entière, et n’apparaît pas tant qu’aucun avis n’est publié. Le nombre d’avis publiés est indiqué à côté, par
        exemple « (12 avis) ». Les avis en attente de modération ou refusés ne comptent pas.
      </p>
      <p>
        Les avis écrits sur Mijote sont relus avant publication selon notre <Link to={CHARTE_PATH}>charte des avis</Link> ; les avis repris
        d’une source antérieure sont signalés comme tels. Sur la page d’un restaurant, vous
        pouvez les trier du plus récent au plus ancien.
      </p>
    </>
  );
}

function InformationSourcesSection() {
  return (
    <p>
      Les horaires, la carte, les prix, les photos et les caractéristiques sont fournis par les restaurateurs, qui en sont responsables. Nous
      les relisons à la publication mais ne pouvons pas garantir qu’ils soient toujours à jour : en cas de doute (horaires d’un jour férié,
      allergènes…), appelez le restaurant. Signalez-nous toute erreur via <Link to={CONTACT_PATH}>Contactez-nous</Link>.
    </p>
  );
}

function MapSection() {
  return (
    <p>
      La carte affiche les restaurants de votre recherche, et la page de chaque restaurant montre son emplacement sur un petit plan. Ils
      utilisent Google Maps (ou OpenStreetMap quand le site n’a pas de clé Google) et ne se chargent qu’avec votre accord (voir la{' '}
      <Link to={COOKIES_PATH}>politique cookies</Link>). Sans cet accord, la liste reste disponible et contient exactement les mêmes
      informations, et chaque restaurant garde son lien « Voir sur OpenStreetMap ».
    </p>
  );
}
