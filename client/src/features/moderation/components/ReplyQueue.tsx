import { ofName, ofParts } from '../../../../../common/french';
import { frenchDateTime } from '../../../../../common/french-dates';
import { useDecideReplyMutation, useReplyQueueQuery } from '../../../graphql/__generated__/hooks';
import type { ReplyQueueQuery } from '../../../graphql/__generated__/graphql';
import { CharterDecision, hoursSince, Waited } from './CharterDecision';
import { DecisionQueue } from './DecisionQueue';

type Queued = ReplyQueueQuery['replyQueue'][number];

/** Area 2's owners' replies waiting for publication (issue 14), each under the review it answers. */
export function ReplyQueue({ onDecided }: { onDecided: () => void }) {
  const { data, loading, error, refetch } = useReplyQueueQuery({ fetchPolicy: 'network-only' });
  return (
    <DecisionQueue
      id="reply-queue-title"
      title="Réponses de restaurateurs à relire"
      items={data?.replyQueue}
      loading={loading}
      failed={Boolean(error)}
      keyOf={(r) => r.id}
      empty="Aucune réponse en attente."
      loadingLabel="Chargement des réponses à relire"
      failure="Les réponses à relire n’ont pas pu être chargées."
      render={(r, decided) => <QueuedReplyCard reply={r} onDecided={decided} />}
      reload={() => void refetch()}
      onDecided={onDecided}
    />
  );
}

function QueuedReplyCard({ reply: r, onDecided }: { reply: Queued; onDecided: (message: string) => void }) {
  const [decide] = useDecideReplyMutation();
  const titleId = `reply-${r.id}`;
  const restaurant = ofParts(r.restaurantName);
  return (
    <article className="moderation__request" aria-labelledby={titleId}>
      <h3 id={titleId} className="moderation__name">
        Réponse {restaurant.lead}
        <a className="link" href={r.restaurantPath} target="_blank" rel="noopener">
          {restaurant.rest}
        </a>{' '}
        <span className="muted">à l’avis {ofName(r.reviewAuthor)} ({r.reviewRating}/5)</span>
      </h3>
      <blockquote className="moderation__quote">
        {r.reviewTitle && <strong>{r.reviewTitle} — </strong>}
        {r.reviewText}
      </blockquote>
      <p>La réponse :</p>
      <blockquote className="moderation__quote">{r.text}</blockquote>
      <p className="muted">
        {r.editedAt ? `Modifiée le ${frenchDateTime(r.editedAt as string)}` : `Envoyée le ${frenchDateTime(r.createdAt as string)}`}
        {r.publishedBefore ? ' (déjà publiée une fois)' : ''}
      </p>
      <Waited hours={hoursSince(r.editedAt ?? r.createdAt)} />
      <CharterDecision
        id={titleId}
        label={{ publish: 'Publier la réponse', refuse: 'Refuser la réponse' }}
        who="le restaurateur"
        decide={async (publish, reason, details) => (await decide({ variables: { input: { id: r.id, publish, reason, details } } })).data?.decideReply}
        onDecided={onDecided}
      />
    </article>
  );
}
