import { useState } from 'react';
import { APPEAL_LIMITS, APPEAL_MESSAGES, APPEAL_TEAM_LABELS, APPEALABLE_DECISIONS, checkAppealAnswer, type AppealableDecision } from '../../../../../common/appeal-rules';
import { frenchDateTime } from '../../../../../common/french-dates';
import { useAppealQueueQuery, useDecideAppealMutation } from '../../../graphql/__generated__/hooks';
import type { AppealQueueQuery } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { DECISION_NOT_SAVED } from '../messages';
import { DecisionQueue } from './DecisionQueue';

type Queued = AppealQueueQuery['appealQueue'][number];

/**
 * Area 2's appeals (issue 28, DSA art. 20, docs/adr/0041): each written appeal beside the decision it contests and the
 * log of what that decision was about; another moderator upholds it or reverses it (which lifts it), with an answer.
 */
export function AppealQueue({ onDecided }: { onDecided: () => void }) {
  const { data, loading, error, refetch } = useAppealQueueQuery({ fetchPolicy: 'network-only' });
  return (
    <DecisionQueue
      id="appeal-queue-title"
      title="Contestations à examiner"
      intro={<p className="muted">Une personne conteste une décision de l’équipe (modération, ou abonnement d’un restaurateur). Examinez-la si vous ne l’avez pas prise ; votre réponse motivée lui est envoyée par e-mail.</p>}
      items={data?.appealQueue}
      loading={loading}
      failed={Boolean(error)}
      keyOf={(q) => q.appeal.id}
      empty="Aucune contestation en attente."
      loadingLabel="Chargement des contestations"
      failure="Les contestations n’ont pas pu être chargées."
      render={(q, decided) => <QueuedAppealCard item={q} onDecided={decided} />}
      reload={() => void refetch()}
      onDecided={onDecided}
    />
  );
}

interface AnswerValues { answer: string }
const rules: FormRules<AnswerValues> = { answer: checkAppealAnswer };

function QueuedAppealCard({ item: q, onDecided }: { item: Queued; onDecided: (message: string) => void }) {
  const a = q.appeal;
  const titleId = `appeal-${a.id}`;
  return (
    <article className="moderation__request" aria-labelledby={titleId}>
      <h3 id={titleId} className="moderation__name">
        Contestation : {APPEAL_TEAM_LABELS[a.action as AppealableDecision]} — {a.targetLabel}
      </h3>
      <p className="muted">
        Contestation de {q.email}, envoyée le {frenchDateTime(a.submittedAt as string)}
      </p>
      <blockquote className="moderation__quote">{a.statement}</blockquote>
      {q.report && (
        <>
          <h4>Le signalement</h4>
          <p>
            {q.report.reasonLabel}, le {frenchDateTime(q.report.reportedAt as string)}
            {q.report.details ? ` : ${q.report.details}` : ''}
          </p>
          <h4>L’avis conservé</h4>
          <blockquote className="moderation__quote">{q.report.reviewText}</blockquote>
        </>
      )}
      <h4>La décision contestée</h4>
      {q.decision ? (
        <p>
          {q.decision.actionLabel} le {frenchDateTime(q.decision.at as string)} par {q.decision.actor}
          {q.decision.reason ? ` — motif : ${q.decision.reason}` : ''}
        </p>
      ) : (
        <p>{a.reason}</p>
      )}
      {q.subscriptionHistory.length > 0 && (
        <details className="moderation__appeal-log" open>
          <summary>Décisions de Mijote sur cet abonnement ({q.subscriptionHistory.length})</summary>
          <ul>
            {q.subscriptionHistory.map((d) => (
              <li key={`${d.decidedAt as string}-${d.label}`}>
                {frenchDateTime(d.decidedAt as string)} — {d.label}
                {d.groundLabel ? ` (${d.groundLabel})` : ''}, effet le {d.effectiveOn} ({d.actor ?? 'compte supprimé'}) : {d.reasons}
              </li>
            ))}
          </ul>
        </details>
      )}
      <details className="moderation__appeal-log">
        <summary>Journal de modération de ce qu’elle visait ({q.history.length})</summary>
        <ul>
          {q.history.map((h) => (
            <li key={h.id}>
              {frenchDateTime(h.at as string)} — {h.actionLabel} ({h.actor}){h.reason ? ` : ${h.reason}` : ''}
            </li>
          ))}
        </ul>
      </details>
      {q.decidedByViewer ? <p className="notice">{APPEAL_MESSAGES.sameModerator}</p> : <AppealAnswer id={a.id} action={a.action as AppealableDecision} onDecided={onDecided} />}
    </article>
  );
}

function AppealAnswer({ id, action, onDecided }: { id: number; action: AppealableDecision; onDecided: (message: string) => void }) {
  const form = useMijoteForm<AnswerValues>({ rules, defaultValues: { answer: '' } });
  const [reverse, setReverse] = useState<boolean | null>(null);
  const [decide] = useDecideAppealMutation();
  async function submit({ answer }: AnswerValues) {
    if (reverse === null) {
      showServerError(form, null, 'Choisissez : maintenir ou annuler la décision.');
      return;
    }
    try {
      const r = (await decide({ variables: { input: { id, reverse, answer: answer.trim() } } })).data?.decideAppeal;
      if (r?.__typename === 'AppealDecided') onDecided(r.message);
      else showServerError(form, r?.__typename === 'InvalidInputError' && r.field === 'answer' ? 'answer' : null, r?.message ?? DECISION_NOT_SAVED);
    } catch {
      showServerError(form, null, DECISION_NOT_SAVED);
    }
  }
  return (
    <MijoteForm form={form} onValid={submit} aria-label={`Réponse à la contestation ${id}`}>
      <fieldset className="account-form__radios">
        <legend>Décision sur la contestation</legend>
        <label className="choice">
          <input type="radio" name={`appeal-${id}-outcome`} checked={reverse === false} onChange={() => setReverse(false)} /> Maintenir la décision
        </label>
        <label className="choice">
          <input type="radio" name={`appeal-${id}-outcome`} checked={reverse === true} onChange={() => setReverse(true)} /> Annuler la décision ({APPEALABLE_DECISIONS[action].lift})
        </label>
      </fieldset>
      <TextAreaField<AnswerValues> name="answer" label="Réponse motivée (envoyée par e-mail)" maxLength={APPEAL_LIMITS.answerMax} rows={4} />
      {action === 'report_kept' && <p className="muted">{APPEAL_MESSAGES.reportReversalNote}</p>}
      <FormError />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Enregistrer la réponse
      </button>
    </MijoteForm>
  );
}
