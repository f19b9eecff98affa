import { ofName } from '../../../../../common/french';
import { useState } from 'react';
import { checkModerationReason, MODERATION_REASON_LIMITS } from '../../../../../common/administration-rules';
import { frenchDate, frenchDateTime } from '../../../../../common/french-dates';
import { useDecideReviewReportsMutation, useReviewReportsQuery } from '../../../graphql/__generated__/hooks';
import type { ReviewReportsQuery } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { DecisionQueue } from './DecisionQueue';
import { DECISION_NOT_SAVED } from '../messages';

type Reported = ReviewReportsQuery['reviewReports'][number];
interface DecisionValues { reason: string }
const rules: FormRules<DecisionValues> = { reason: checkModerationReason };

/** Area 2's review reports (issue 13): each reported review with its reports, kept or removed with a reason. */
export function ReviewReportsQueue({ onDecided }: { onDecided: () => void }) {
  const { data, loading, error, refetch } = useReviewReportsQuery({ fetchPolicy: 'network-only' });
  return (
    <DecisionQueue
      id="reports-title"
      title="Avis signalés"
      items={data?.reviewReports}
      loading={loading}
      failed={Boolean(error)}
      keyOf={(r) => r.reviewId}
      empty="Aucun avis signalé en attente."
      loadingLabel="Chargement des signalements"
      failure="Les signalements n’ont pas pu être chargés."
      render={(r, decided) => <ReportedReviewCard reported={r} onDecided={decided} />}
      reload={() => void refetch()}
      onDecided={onDecided}
    />
  );
}

function ReportedReviewCard({ reported: r, onDecided }: { reported: Reported; onDecided: (message: string) => void }) {
  const [decide, { loading }] = useDecideReviewReportsMutation();
  const form = useMijoteForm<DecisionValues>({ rules, defaultValues: { reason: '' } });
  const [remove, setRemove] = useState(true);
  const titleId = `reported-${r.reviewId}`;

  async function submit(values: DecisionValues) {
    try {
      const { data } = await decide({ variables: { input: { reviewId: r.reviewId, remove, reason: values.reason.trim() } } });
      const d = data?.decideReviewReports;
      if (d?.__typename === 'ReviewReportsDecided') onDecided(d.removed ? `Avis retiré de « ${r.restaurantName} » : son auteur et les personnes qui l’ont signalé sont prévenus.` : `Avis conservé sur « ${r.restaurantName} ».`);
      else showServerError(form, d?.__typename === 'InvalidInputError' ? 'reason' : null, d?.message ?? DECISION_NOT_SAVED);
    } catch {
      showServerError(form, null, DECISION_NOT_SAVED);
    }
  }

  return (
    <article className="moderation__request" aria-labelledby={titleId}>
      <h3 id={titleId} className="moderation__name">
        Avis {ofName(r.authorName)} sur {r.restaurantName} <span className="muted">— {r.rating}/5</span>
      </h3>
      <blockquote className="moderation__quote">{r.text}</blockquote>
      <p className="muted">
        Visite le {frenchDate(r.visitDate)}, publié le {frenchDateTime(r.publishedAt as string)}
      </p>
      <p>
        {r.reports.length} signalement{r.reports.length > 1 ? 's' : ''} :
      </p>
      <ul>
        {r.reports.map((p, i) => (
          <li key={i}>
            <strong>{p.reason}</strong> — {frenchDateTime(p.createdAt as string)}, {p.signedIn ? 'par un compte' : 'par un visiteur'}
            {p.details && <span> : « {p.details} »</span>}
          </li>
        ))}
      </ul>
      <MijoteForm form={form} onValid={submit} aria-label={`Décision sur l’avis ${ofName(r.authorName)}`}>
        <fieldset className="account-form__radios">
          <legend>Décision</legend>
          <label className="choice">
            <input type="radio" name={`${titleId}-decision`} checked={remove} onChange={() => setRemove(true)} /> Retirer l’avis
          </label>
          <label className="choice">
            <input type="radio" name={`${titleId}-decision`} checked={!remove} onChange={() => setRemove(false)} /> Conserver l’avis
          </label>
        </fieldset>
        <TextAreaField<DecisionValues> name="reason" label="Motif (envoyé à l’auteur et aux personnes qui ont signalé)" maxLength={MODERATION_REASON_LIMITS.max} rows={3} />
        <FormError />
        <button type="submit" className="button button--primary" disabled={loading}>
          Enregistrer la décision
        </button>
      </MijoteForm>
    </article>
  );
}
