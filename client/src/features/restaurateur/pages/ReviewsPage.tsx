import { ofName } from '../../../../../common/french';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { frenchDate, parisDayOf } from '../../../../../common/french-dates';
import { CHARTE_PATH } from '../../../../../common/page-addresses';
import { checkReplyText, REPLY_LIMITS, REPLY_STATUS_LABELS, visitLabel } from '../../../../../common/review-rules';
import { useMarkReviewsSeenMutation, useMyRestaurantReviewsQuery, useReplyToReviewMutation } from '../../../graphql/__generated__/hooks';
import type { MyRestaurantReviewsQuery } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { Loading } from '../../../ui/Loading';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { RestaurateurGuard, type SpaceRestaurant } from '../../accounts';
import { SpacePage } from '../components/SpacePage';
import '../../../styles/review-display.css';
// The review cards' styles come with the reviews feature's entry.
import '../../reviews';

type OwnerReview = Extract<MyRestaurantReviewsQuery['myRestaurantReviews'], { __typename: 'OwnerReviews' }>['items'][number];
interface ReplyValues { text: string }
const rules: FormRules<ReplyValues> = { text: checkReplyText };
const day = (instant: unknown) => frenchDate(parisDayOf(instant as string));

/** /restaurateur/avis (issue 14): the published reviews of the restaurant, the new ones highlighted, and one public reply to each. */
export default function ReviewsPage() {
  return <RestaurateurGuard title="Avis et réponses">{(restaurant) => <ReviewsLoader restaurant={restaurant} />}</RestaurateurGuard>;
}

function ReviewsLoader({ restaurant }: { restaurant: SpaceRestaurant }) {
  const { data, loading, error, refetch } = useMyRestaurantReviewsQuery({ variables: { idUrl: restaurant.idUrl }, fetchPolicy: 'network-only' });
  const [markSeen] = useMarkReviewsSeenMutation();
  const result = data?.myRestaurantReviews;
  const listed = result?.__typename === 'OwnerReviews';
  // Once shown, these reviews are no longer new for the next visit (this one keeps its highlights).
  useEffect(() => {
    if (listed) void markSeen({ variables: { idUrl: restaurant.idUrl } }).catch(() => undefined);
  }, [listed, markSeen, restaurant.idUrl]);
  return (
    <SpacePage title="Avis et réponses" restaurantName={restaurant.name}>
      <p className="muted">
        Les avis publiés sur votre page, les plus récents d’abord. Vous pouvez répondre publiquement à chacun, une fois : votre réponse est relue par notre
        équipe avant d’apparaître sous l’avis, comme le prévoit la <Link to={CHARTE_PATH}>charte des avis</Link>. Vous ne pouvez ni retirer ni trier les avis ;
        un avis qui vous semble contraire à la charte se signale depuis votre page publique.
      </p>
      {result?.__typename === 'OwnerReviews' ? (
        result.items.length === 0 ? (
          <p className="muted">Aucun avis publié pour le moment.</p>
        ) : (
          <ul className="my-reviews">
            {result.items.map((r) => (
              <li key={r.id} className={r.isNew ? 'my-review my-review--new' : 'my-review'} data-testid="owner-review">
                <OwnerReviewCard review={r} idUrl={restaurant.idUrl} onReplied={() => void refetch()} />
              </li>
            ))}
          </ul>
        )
      ) : loading ? (
        <Loading />
      ) : (
        <p className="notice notice--error" role="alert">
          {error || !result ? NETWORK_ERROR : result.message}
        </p>
      )}
    </SpacePage>
  );
}

function OwnerReviewCard({ review: r, idUrl, onReplied }: { review: OwnerReview; idUrl: string; onReplied: () => void }) {
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <div className="my-review__head">
        <strong>
          {r.isNew && <span className="my-review__badge">Nouveau</span>} {r.authorName} — {'★'.repeat(r.rating)}
          <span className="visually-hidden"> {r.rating} sur 5</span>
        </strong>
        <span className="muted">Publié le {day(r.publishedAt)}</span>
      </div>
      {r.title && <h2 className="review__title">{r.title}</h2>}
      <p className="review__text">{r.text}</p>
      <p className="review__dates">
        <span>{r.title ? visitLabel(r.visitDate) : `Visite le ${frenchDate(r.visitDate)}`}</span>
        {r.editedAt ? <span>Modifié le {day(r.editedAt)}</span> : null}
      </p>
      <div role="status">{sent && <p className="notice notice--saved">{sent}</p>}</div>
      {r.replyText && !editing ? (
        <div className="review__reply">
          <p className="review__reply-head">
            Votre réponse — <span className={`my-review__status my-review__status--${r.replyStatus ?? ''}`}>{REPLY_STATUS_LABELS[r.replyStatus ?? ''] ?? r.replyStatus}</span>
            {r.replyPublishedAt ? ` le ${day(r.replyPublishedAt)}` : ''}
          </p>
          <p className="review__text">{r.replyText}</p>
          {r.replyStatus === 'rejected' && (
            <p className="notice notice--error">
              Motif du refus : {r.replyRejectionReason}
              {r.replyRejectionDetails ? ` — ${r.replyRejectionDetails}` : ''}.
            </p>
          )}
          <button type="button" className="button" onClick={() => { setEditing(true); setSent(null); }}>
            Modifier ma réponse
          </button>
        </div>
      ) : (
        <ReplyForm
          review={r}
          idUrl={idUrl}
          onSent={(message) => {
            setSent(message);
            setEditing(false);
            onReplied();
          }}
        />
      )}
    </>
  );
}

function ReplyForm({ review, idUrl, onSent }: { review: OwnerReview; idUrl: string; onSent: (message: string) => void }) {
  const [reply] = useReplyToReviewMutation();
  const form = useMijoteForm<ReplyValues>({ rules, defaultValues: { text: review.replyText ?? '' } });
  async function submit(values: ReplyValues) {
    try {
      const r = (await reply({ variables: { input: { idUrl, reviewId: review.id, text: values.text.trim() } } })).data?.replyToReview;
      if (r?.__typename === 'ReviewDone') onSent(r.message);
      else showServerError(form, r?.__typename === 'InvalidInputError' ? 'text' : null, r?.message ?? NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }
  return (
    <MijoteForm form={form} onValid={submit} aria-label={`Répondre à l’avis ${ofName(review.authorName)}`}>
      <TextAreaField<ReplyValues> name="text" label={`Votre réponse publique à ${review.authorName}`} maxLength={REPLY_LIMITS.max} rows={3} />
      <FormError />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {review.replyText ? 'Envoyer ma réponse modifiée' : 'Envoyer ma réponse'}
      </button>
    </MijoteForm>
  );
}
