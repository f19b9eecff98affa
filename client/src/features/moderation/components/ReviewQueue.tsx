import { frenchDateTime } from '../../../../../common/french-dates';
import { MEALS, REVIEW_MODERATION_HOURS, visitLabel, type Meal } from '../../../../../common/review-rules';
import { useDecideReviewMutation, useReviewQueueQuery } from '../../../graphql/__generated__/hooks';
import type { ReviewQueueQuery } from '../../../graphql/__generated__/graphql';
import { CharterDecision, hoursSince, Waited } from './CharterDecision';
import { DecisionQueue } from './DecisionQueue';

type Queued = ReviewQueueQuery['reviewQueue'][number];

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
  const [decide] = useDecideReviewMutation();
  const titleId = `queued-${r.id}`;
  const waited = hoursSince(r.editedAt ?? r.createdAt);
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
      <Waited hours={waited} />
      <CharterDecision
        id={titleId}
        label={{ publish: 'Publier l’avis', refuse: 'Refuser l’avis' }}
        who="l’auteur"
        decide={async (publish, reason, details) => (await decide({ variables: { input: { id: r.id, publish, reason, details } } })).data?.decideReview}
        onDecided={onDecided}
      />
    </article>
  );
}
