import { frenchDateTime } from '../../../../../common/french-dates';
import type { AppealFieldsFragment } from '../../../graphql/__generated__/graphql';

/** A contested decision as its person sees it: what, when, why, until when, and where the appeal stands. */
export function AppealSummary({ appeal: a }: { appeal: AppealFieldsFragment }) {
  return (
    <dl className="appeal__facts">
      <dt>Décision</dt>
      <dd>{a.decision}</dd>
      <dt>Concerne</dt>
      <dd>{a.targetLabel}</dd>
      {a.reason && (
        <>
          <dt>Motif donné</dt>
          <dd>{a.reason}</dd>
        </>
      )}
      <dt>Prise le</dt>
      <dd>{frenchDateTime(a.decidedAt as string)}</dd>
      <dt>Contestable jusqu’au</dt>
      <dd>{frenchDateTime(a.openUntil as string)}</dd>
      <dt>État</dt>
      <dd>
        <strong>{a.stateLabel}</strong>
      </dd>
    </dl>
  );
}
