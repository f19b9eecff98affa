import { useEffect, useState } from 'react';
import '../../../styles/review-display.css';
import { authFetchBlob } from '../../accounts';
import { frenchDateTime } from '../../../../../common/french-dates';
import { MEALS, REVIEW_DIGEST_FROM_HOURS, REVIEW_MODERATION_HOURS, REVIEW_QUEUE_LIMITS, visitLabel, type Meal } from '../../../../../common/review-rules';
import { Pagination } from '../../../ui/Pagination';
import { ReviewPhotos } from '../../../ui/ReviewPhotos';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useDecideReviewMutation, useReviewQueueQuery } from '../../../graphql/__generated__/hooks';
import type { ReviewQueueQuery } from '../../../graphql/__generated__/graphql';
import { CharterDecision, hoursSince, Waited } from './CharterDecision';
import { DecisionQueue } from './DecisionQueue';

type QueuePage = Extract<ReviewQueueQuery['reviewQueue'], { __typename: 'ReviewQueuePage' }>;
type Queued = QueuePage['items'][number];

/**
 * Area 2's reviews waiting for publication (issue 14), the longest waiting first: published, or refused for a charter
 * ground. Served by pages of 20, searched and filtered on the server (issue 25).
 */
/** Area 2's figures on the wait (issue 28): the longest one, and how many are past the charter's delay. */
function WaitFigures({ oldest, overdue }: { oldest: number | null; overdue: number }) {
  if (oldest === null) return null;
  return (
    <p className={overdue > 0 ? 'notice notice--error' : 'muted'} data-testid="review-wait">
      Attente la plus longue : {oldest} h
      {overdue > 0 ? ` ; ${overdue} avis au-delà des ${REVIEW_MODERATION_HOURS} heures promises` : ` ; aucun au-delà des ${REVIEW_MODERATION_HOURS} heures promises`}
    </p>
  );
}

export function ReviewQueue({ onDecided }: { onDecided: () => void }) {
  const [search, setSearch] = useState('');
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search, 300);
  const { data, previousData, loading, error, refetch } = useReviewQueueQuery({ variables: { input: { search: debounced, flaggedOnly, overdueOnly, page } }, fetchPolicy: 'network-only' });
  const result = (data ?? previousData)?.reviewQueue;
  const list = result?.__typename === 'ReviewQueuePage' ? result : null;
  const filtered = debounced.trim() !== '' || flaggedOnly || overdueOnly;
  const refine = <V,>(set: (v: V) => void) => (v: V) => {
    set(v);
    setPage(1);
  };
  return (
    <DecisionQueue
      id="review-queue-title"
      title="Avis à relire"
      count={list ? (filtered ? `${list.total} sur ${list.waiting}` : String(list.waiting)) : undefined}
      intro={
        <>
          <p className="muted">
            La charte promet une décision sous {REVIEW_MODERATION_HOURS} heures. Les indices automatiques ne sont que des pistes : un avis n’est jamais refusé sans lecture.
            Les modérateurs reçoivent deux fois par jour la liste des avis en attente depuis {REVIEW_DIGEST_FROM_HOURS} heures ou plus.
          </p>
          {list && <WaitFigures oldest={list.oldestWaitingHours ?? null} overdue={list.overdue} />}
        </>
      }
      filters={
        <div className="moderation__filters" role="group" aria-label="Filtrer les avis à relire">
          <label className="text-input">
            <span className="text-input__label">Rechercher un restaurant ou un auteur</span>
            <input className="text-input__field" type="search" value={search} maxLength={REVIEW_QUEUE_LIMITS.searchMax} onChange={(e) => refine(setSearch)(e.target.value)} />
          </label>
          <label className="choice">
            <input type="checkbox" checked={flaggedOnly} onChange={(e) => refine(setFlaggedOnly)(e.target.checked)} /> Seulement les avis avec un indice à vérifier
          </label>
          <label className="choice">
            <input type="checkbox" checked={overdueOnly} onChange={(e) => refine(setOverdueOnly)(e.target.checked)} /> Seulement ceux qui attendent depuis plus de {REVIEW_MODERATION_HOURS} heures
          </label>
          {result && result.__typename !== 'ReviewQueuePage' && (
            <p className="notice notice--error" role="alert">
              {result.message}
            </p>
          )}
        </div>
      }
      footer={list && <Pagination page={list.page} pageCount={list.pageCount} onChange={setPage} />}
      items={list?.items}
      loading={loading}
      failed={Boolean(error)}
      keyOf={(r) => r.id}
      empty={filtered ? 'Aucun avis en attente ne correspond à cette recherche.' : 'Aucun avis en attente.'}
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
      <ReviewPhotos photos={r.photos} alt="Photo jointe à l’avis" />
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
      setUrl(URL.createObjectURL(await authFetchBlob(`/api/admin/reviewReceipt?reviewId=${reviewId}`, { cache: 'no-store' })));
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
