import { useEffect, useState } from 'react';
import '../../../styles/review-display.css';
import { getToken } from '../../accounts/auth/token-store';
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
      {r.photos.length > 0 && (
        <ul className="review__photos">
          {r.photos.map((p) => (
            <li key={p.url}>
              <a href={p.url} target="_blank" rel="noopener">
                <img src={p.url} alt="Photo jointe à l’avis" width={120} height={Math.round((120 * p.height) / p.width)} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {r.hasReceipt && <ReceiptButton reviewId={r.id} />}
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
        decide={async (publish, reason, details, verifiedVisit) => (await decide({ variables: { input: { id: r.id, publish, reason, details, verifiedVisit } } })).data?.decideReview}
        onDecided={onDecided}
        verifiable={r.hasReceipt}
      />
    </article>
  );
}

/** The receipt is never public: fetched with the admin's session and shown here, never cached. */
function ReceiptButton({ reviewId }: { reviewId: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  async function show() {
    try {
      const token = getToken();
      const res = await fetch(`/api/admin/reviewReceipt?reviewId=${reviewId}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
      if (!res.ok) throw new Error(String(res.status));
      setUrl(URL.createObjectURL(await res.blob()));
    } catch {
      setProblem('Le ticket n’a pas pu être chargé.');
    }
  }
  return url ? (
    <img className="moderation__receipt" src={url} alt="Ticket de caisse joint à l’avis (jamais publié)" />
  ) : (
    <p>
      <button type="button" className="button" onClick={() => void show()}>
        Voir le ticket de caisse
      </button>
      {problem && <span className="text-input__error" role="alert"> {problem}</span>}
    </p>
  );
}
