import { useParams } from 'react-router-dom';
import { frenchDateTime } from '../../../../../common/french-dates';
import { HOME_PATH } from '../../../../../common/page-addresses';
import { useReportFollowUpQuery } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import '../../../styles/accounts.css';
import '../reviews.css';

const TITLE = 'Suivi de mon signalement';

/** /signalement/:token (docs/adr/0041): the personal link shown once a report is sent; what became of it. */
export default function ReportFollowPage() {
  const { token = '' } = useParams();
  usePageTitle(TITLE);
  const { data, loading, error } = useReportFollowUpQuery({ variables: { token }, fetchPolicy: 'network-only' });
  const found = data?.reportFollowUp;
  return (
    <>
      <HeaderBar title={TITLE} back={HOME_PATH} />
      <main id="contenu" className="page page--narrow">
        <section className="profile__card">
          <h1 className="profile__title">{TITLE}</h1>
          {loading && !data && <Loading />}
          {error && !data && <p className="notice notice--error" role="alert">{NETWORK_ERROR}</p>}
          {found && found.__typename !== 'ReportFollowUp' && <p className="notice notice--error" role="alert">{found.message}</p>}
          {found?.__typename === 'ReportFollowUp' && (
            <dl className="report-follow">
              <dt>Avis signalé sur</dt>
              <dd>{found.restaurantName}</dd>
              <dt>Motif du signalement</dt>
              <dd>{found.reasonLabel}</dd>
              <dt>Envoyé le</dt>
              <dd>{frenchDateTime(found.reportedAt as string)}</dd>
              <dt>État</dt>
              <dd>
                <strong>{found.stateLabel}</strong>
                {found.decidedAt ? ` (le ${frenchDateTime(found.decidedAt as string)})` : ''}
              </dd>
              {found.decisionReason && (
                <>
                  <dt>Motif de la décision</dt>
                  <dd>{found.decisionReason}</dd>
                </>
              )}
            </dl>
          )}
        </section>
      </main>
      <Footer />
    </>
  );
}
