import { useState } from 'react';
import { frenchDateTime } from '../../../../../common/french-dates';
import { MEALS, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_MODERATION_HOURS, REVIEW_REJECTION_REASONS, visitLabel, type Meal } from '../../../../../common/review-rules';
import { useDecideReviewMutation, useReviewQueueQuery } from '../../../graphql/__generated__/hooks';
import type { ReviewQueueQuery } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { DecisionQueue } from './DecisionQueue';

type Queued = ReviewQueueQuery['reviewQueue'][number];
type Ground = keyof typeof REVIEW_REJECTION_REASONS;
interface DecisionValues { details: string }
const rules: FormRules<DecisionValues> = { details: (v) => ([...v].length > REVIEW_LIMITS.decisionDetails ? REVIEW_MESSAGES.detailsTooLong : null) };
const NETWORK = 'La décision n’a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.';
const hoursSince = (instant: unknown) => Math.floor((Date.now() - new Date(instant as string).getTime()) / 3_600_000);

/** Area 2's reviews waiting for publication (issue 14), the longest waiting first: published, or refused for a charter ground. */
export function ReviewQueue({ onDecided }: { onDecided: () => void }) {
  const { data, loading, error, refetch } = useReviewQueueQuery({ fetchPolicy: 'network-only' });
  return (
    <DecisionQueue
      id="review-queue-title"
      title="Avis à relire"
      intro={
        <p className="muted">
          La charte promet une décision sous {REVIEW_MODERATION_HOURS} heures. Les indices automatiques ne sont que des pistes : un avis n’est jamais refusé sans lecture.
        </p>
      }
      items={data?.reviewQueue}
      loading={loading}
      failed={Boolean(error)}
      keyOf={(r) => r.id}
      empty="Aucun avis en attente."
      loadingLabel="Chargement des avis à relire"
      failure="Les avis à relire n’ont pas pu être chargés."
      render={(r, decided) => <QueuedReviewCard review={r} onDecided={decided} />}
      reload={() => void refetch()}
      onDecided={onDecided}
    />
  );
}

function QueuedReviewCard({ review: r, onDecided }: { review: Queued; onDecided: (message: string) => void }) {
  const [decide, { loading }] = useDecideReviewMutation();
  const form = useMijoteForm<DecisionValues>({ rules, defaultValues: { details: '' } });
  const [publish, setPublish] = useState(true);
  const [ground, setGround] = useState<Ground | ''>('');
  const titleId = `queued-${r.id}`;
  const waited = hoursSince(r.editedAt ?? r.createdAt);

  async function submit(values: DecisionValues) {
    if (!publish && !ground) {
      showServerError(form, null, REVIEW_MESSAGES.reasonRequired);
      return;
    }
    try {
      const { data } = await decide({ variables: { input: { id: r.id, publish, reason: publish ? null : ground, details: publish ? null : values.details.trim() } } });
      const d = data?.decideReview;
      if (d?.__typename === 'ReviewDone') onDecided(d.message);
      else showServerError(form, d?.__typename === 'InvalidInputError' && d.field === 'details' ? 'details' : null, d?.message ?? NETWORK);
    } catch {
      showServerError(form, null, NETWORK);
    }
  }

  return (
    <article className="moderation__request" aria-labelledby={titleId}>
      <h3 id={titleId} className="moderation__name">
        {r.title ?? 'Avis'} <span className="muted">— {r.rating}/5, par {r.authorName} sur </span>
        <a className="link" href={r.restaurantPath} target="_blank" rel="noopener">
          {r.restaurantName}
        </a>
      </h3>
      {r.flags.length > 0 && (
        <p className="notice" data-testid="review-flags">
          À vérifier : {r.flags.join(', ')}
        </p>
      )}
      <blockquote className="moderation__quote">{r.text}</blockquote>
      <p className="muted">
        {visitLabel(r.visitDate)}
        {r.meal ? ` (${(MEALS[r.meal as Meal] ?? r.meal).toLocaleLowerCase('fr')})` : ''} · {r.editedAt ? `modifié le ${frenchDateTime(r.editedAt as string)}` : `envoyé le ${frenchDateTime(r.createdAt as string)}`}
        {r.publishedAt ? ' (déjà publié une fois)' : ''} · {r.authorEmail ?? 'compte supprimé'}
      </p>
      <p className={waited >= REVIEW_MODERATION_HOURS ? 'notice notice--error' : 'muted'}>
        En attente depuis {waited} h{waited >= REVIEW_MODERATION_HOURS ? ` : au-delà des ${REVIEW_MODERATION_HOURS} heures promises` : ''}
      </p>
      <MijoteForm form={form} onValid={submit} aria-label={`Décision sur l’avis de ${r.authorName}`}>
        <fieldset className="account-form__radios">
          <legend>Décision</legend>
          <label className="choice">
            <input type="radio" name={`${titleId}-decision`} checked={publish} onChange={() => setPublish(true)} /> Publier l’avis
          </label>
          <label className="choice">
            <input type="radio" name={`${titleId}-decision`} checked={!publish} onChange={() => setPublish(false)} /> Refuser l’avis
          </label>
        </fieldset>
        {!publish && (
          <>
            <fieldset className="account-form__radios">
              <legend>Motif du refus (charte des avis)</legend>
              {(Object.keys(REVIEW_REJECTION_REASONS) as Ground[]).map((key) => (
                <label key={key} className="choice">
                  <input type="radio" name={`${titleId}-ground`} checked={ground === key} onChange={() => setGround(key)} /> {REVIEW_REJECTION_REASONS[key]}
                </label>
              ))}
            </fieldset>
            <TextAreaField<DecisionValues> name="details" label="Précisions pour l’auteur (facultatives, envoyées par e-mail)" maxLength={REVIEW_LIMITS.decisionDetails} rows={3} />
          </>
        )}
        <FormError />
        <button type="submit" className="button button--primary" disabled={loading}>
          Enregistrer la décision
        </button>
      </MijoteForm>
    </article>
  );
}
