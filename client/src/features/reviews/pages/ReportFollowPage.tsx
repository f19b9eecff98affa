import { Link, useParams } from 'react-router-dom';
import { APPEAL_MESSAGES } from '../../../../../common/appeal-rules';
import { frenchDateTime } from '../../../../../common/french-dates';
import { appealPath, HOME_PATH } from '../../../../../common/page-addresses';
import type { ReportFollowUpQuery } from '../../../graphql/__generated__/graphql';
import { useReportFollowUpQuery } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import '../../../styles/accounts.css';
import '../reviews.css';

const TITLE = 'Suivi de mon signalement';

type Followed = Extract<NonNullable<ReportFollowUpQuery['reportFollowUp']>, { __typename: 'ReportFollowUp' }>;

/** A review kept: the reporter may contest it by the appeal its decision opened (docs/adr/0049), or is told why not. */
function ReportContest({ follow }: { follow: Followed }) {
  if (!follow.contestNote) return null;
  const open = follow.appeal?.state === 'open';
  if (follow.appeal && !open && follow.appeal.state !== 'closed') return null;
  return (
    <div className="report-follow__contest">
      <p className="muted">{follow.appeal?.state === 'closed' ? APPEAL_MESSAGES.closed : follow.contestNote}</p>
      {open && follow.appealToken && (
        <p>
          <Link to={appealPath(follow.appealToken)} className="button button--primary">
            Contester cette décision
          </Link>{' '}
          <span className="muted">(jusqu’au {frenchDateTime(follow.appeal!.openUntil as string)})</span>
        </p>
      )}
    </div>
  );
}

/** /signalement/:token (docs/adr/0041, 0049): the personal link shown once a report is sent; what became of it, and how to contest a « keep ». */
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
              {found.appeal && (
                <>
                  <dt>Contestation</dt>
                  <dd>
                    <strong>{found.appeal.stateLabel}</strong>
                    {found.appeal.answer ? ` — réponse : ${found.appeal.answer}` : ''}
                  </dd>
                </>
              )}
            </dl>
          )}
          {found?.__typename === 'ReportFollowUp' && <ReportContest follow={found} />}
        </section>
      </main>
      <Footer />
    </>
  );
}
