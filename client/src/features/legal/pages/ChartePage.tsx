import { CONTACT_PATH, PRIVACY_PATH } from '../../../../../common/page-addresses';
import { RETENTION_PERIODS, frenchDuration } from '../../../../../common/retention-periods';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { LegalPage } from '../components/LegalPage';
import { LEGAL_UPDATED, REPORT_REASONS } from '../legal-constants';

export default function ChartePage() {
  return (
    <LegalPage
      page={STATIC_PAGES.charte}
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Cette charte explique qui peut publier un avis, comment nous les contrôlons, pourquoi un avis peut être refusé et comment les notes sont
          calculées, conformément à l’article L111-7-2 du Code de la consommation et à ses articles d’application.
        </p>
      }
      sections={[
        { id: 'controle', title: 'Les avis sont-ils contrôlés ?', content: <ReviewCheckSection /> },
        { id: 'qui', title: 'Qui peut publier un avis ?', content: <WhoMayReviewSection /> },
        { id: 'contrepartie', title: 'Aucune contrepartie', content: <NoRewardSection /> },
        { id: 'delais', title: 'Délais de publication et durée de conservation', content: <DelaysAndRetentionSection /> },
        { id: 'refus', title: 'Motifs de refus ou de retrait', content: <RefusalReasonsSection /> },
        { id: 'notification', title: 'Si votre avis est refusé', content: <RefusalNoticeSection /> },
        { id: 'modification', title: 'Modifier ou supprimer son avis', content: <EditOrDeleteSection /> },
        { id: 'reponse', title: 'La réponse du restaurateur', content: <OwnerReplySection /> },
        { id: 'signalement', title: 'Signaler un avis', content: <ReportReviewSection /> },
        { id: 'notes', title: 'Comment la note est calculée', content: <RatingCalculationSection /> },
      ]}
    />
  );
}

function ReviewCheckSection() {
  return (
    <p>
      <strong>Oui.</strong> Chaque avis est lu par une personne de l’équipe Mijote avant sa publication (modération a priori). Nous
      n’utilisons pas de décision automatisée pour accepter ou refuser un avis. Ce contrôle vise à écarter les contenus illicites et les avis
      contraires à cette charte ; il ne permet pas de garantir que chaque auteur a bien mangé dans le restaurant, c’est pourquoi l’auteur
      doit déclarer la date de sa visite.
    </p>
  );
}

function WhoMayReviewSection() {
  return (
    <ul>
      <li>Toute personne majeure disposant d’un compte client Mijote dont l’adresse e-mail a été vérifiée.</li>
      <li>
        L’avis doit porter sur une expérience réelle et personnelle dans le restaurant : l’auteur indique la date (mois et année) de sa visite
        et déclare sur l’honneur que cette visite a eu lieu.
      </li>
      <li>
        Un restaurateur, un membre de son personnel, de sa famille ou un concurrent ne peut pas publier d’avis sur l’établissement concerné.
      </li>
      <li>Un seul avis par personne, par restaurant et par mois de visite ; l’auteur peut le modifier ensuite.</li>
    </ul>
  );
}

function NoRewardSection() {
  return (
    <p>
      Mijote n’offre aucune récompense, réduction ni avantage en échange d’un avis, et interdit aux restaurateurs d’en offrir pour obtenir des
      avis ou pour en faire retirer. Un avis obtenu contre une contrepartie est refusé ou retiré.
    </p>
  );
}

const KEEP = RETENTION_PERIODS.closedAccountKeep;

function DelaysAndRetentionSection() {
  return (
    <>
      <p>
        Un avis est publié ou refusé dans un délai maximal de <strong>72 heures</strong> après son envoi. Chaque avis publié affiche la date de
        la visite et sa date de publication, ainsi que la date de sa dernière modification le cas échéant.
      </p>
      <p>
        Les avis publiés restent en ligne tant que la fiche du restaurant existe sur Mijote. Ils sont supprimés avec la fiche, ou plus tôt à la
        demande de leur auteur. Si l’auteur supprime son compte, ses avis publiés restent en ligne, signés « Ancien membre », sans son nom ni sa photo ; ceux qui
        n’étaient pas publiés (en attente ou refusés) sont supprimés. Comme la loi l’impose à un hébergeur, les données d’identification de son
        compte sont alors gardées à part {frenchDuration(KEEP.amount, KEEP.unit)}, consultables seulement pour répondre à une autorité (voir
        la <Link to={PRIVACY_PATH}>politique de confidentialité</Link>).
      </p>
    </>
  );
}

function RefusalReasonsSection() {
  return (
    <>
      <p>Un avis est refusé, ou retiré après un signalement, s’il relève de l’un de ces motifs :</p>
      <ul>
        {REPORT_REASONS.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p>
        Le dernier motif couvre notamment : contenu illicite (diffamation, menaces, données personnelles d’autrui, comme le nom complet d’un
        membre du personnel), publicité ou spam, avis sans rapport avec l’expérience au restaurant, doublon, avis obtenu contre une
        contrepartie, photo utilisée sans droit.
      </p>
      <p>
        Un avis n’est jamais refusé parce qu’il est négatif. Un restaurateur ne peut ni acheter, ni supprimer, ni trier les avis qui le
        concernent, et l’abonnement n’a aucun effet sur les avis.
      </p>
    </>
  );
}

function RefusalNoticeSection() {
  return (
    <p>
      Vous recevez un e-mail qui indique le motif du refus (l’un des motifs ci-dessus), les faits retenus et la manière de contester la
      décision. Vous pouvez la contester gratuitement pendant six mois, en expliquant pourquoi, depuis le lien personnel de cet e-mail ou
      depuis votre profil (« Décisions de modération ») ; une autre personne de l’équipe que celle qui a décidé réexamine alors l’avis et vous
      répond par e-mail en motivant sa réponse. Si elle annule la décision, votre avis est publié. Nous pouvons aussi vous contacter pour
      vérifier une information (par exemple la date de votre visite).
    </p>
  );
}

function EditOrDeleteSection() {
  return (
    <p>
      L’auteur peut supprimer son avis à tout moment depuis son compte, ou nous demander de le faire. Une modification est soumise à la même
      relecture qu’un nouvel avis ; la date de modification est alors affichée.
    </p>
  );
}

function OwnerReplySection() {
  return (
    <p>
      Le restaurateur lit les avis publiés sur sa page depuis son espace et peut répondre publiquement à chacun, une fois ; il peut modifier sa
      réponse. Sa réponse est relue par notre équipe avant sa publication, selon les mêmes motifs que les avis, et paraît sous l’avis avec sa date.
      Il ne peut ni modifier, ni retirer, ni trier les avis.
    </p>
  );
}

function ReportReviewSection() {
  return (
    <>
      <p>
        Tout visiteur peut signaler un avis avec le bouton « Signaler » placé sous chaque avis, en choisissant l’un des motifs ci-dessus ; une
        même personne signale un avis une seule fois. Un restaurateur peut signaler gratuitement un doute sur
        l’authenticité d’un avis le concernant, à condition d’en donner les raisons. Pour un contenu illicite, suivez la procédure décrite dans{' '}
        <Link to={CONTACT_PATH}>Contactez-nous</Link>.
      </p>
      <p>
        Chaque signalement est examiné par une personne de l’équipe, qui conserve ou retire l’avis. L’auteur du signalement est informé de la
        suite donnée par e-mail s’il est connecté ou s’il a laissé son adresse ; chacun peut aussi la suivre, avec le motif de la
        décision, depuis le lien personnel affiché après l’envoi du signalement. L’auteur d’un avis retiré reçoit par e-mail les motifs de la
        décision et peut la contester de la même façon pendant six mois, depuis le lien personnel de ce message ou depuis son profil ; si la
        décision est annulée, l’avis est de nouveau publié.
      </p>
      <p>
        L’auteur d’un signalement qui a laissé son adresse (ou qui était connecté) peut, de la même façon, contester la décision de conserver
        l’avis pendant six mois : depuis le lien personnel de l’e-mail qui l’en informe, depuis la page de suivi du signalement ou depuis son
        profil. Une autre personne de l’équipe que celle qui a décidé réexamine l’avis et lui répond par e-mail de façon motivée ; si elle
        annule la décision, l’avis est retiré et son auteur en reçoit les motifs, qu’il peut à son tour contester. Sans adresse, la suite
        donnée reste consultable par le lien de suivi, mais la décision ne peut pas être contestée par ce moyen.
      </p>
    </>
  );
}

function RatingCalculationSection() {
  return (
    <p>
      La note d’un restaurant est la moyenne des notes (1 à 5 étoiles) de ses seuls avis publiés, arrondie à une décimale, avec le nombre
      d’avis publiés. Les avis en attente, refusés ou retirés ne comptent pas. La note est recalculée à chaque publication ou retrait d’avis.
      Sur la page du restaurant, les avis peuvent être triés du plus récent au plus ancien, ou par note.
    </p>
  );
}
