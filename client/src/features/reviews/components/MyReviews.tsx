import { useState } from 'react';
import { Link } from 'react-router-dom';
import { frenchDate, parisDayOf } from '../../../../../common/french-dates';
import { writeReviewPath } from '../../../../../common/page-addresses';
import { MEALS, REVIEW_STATUS_LABELS, visitLabel, type Meal } from '../../../../../common/review-rules';
import { useDeleteReviewMutation, useMyReviewsQuery } from '../../../graphql/__generated__/hooks';
import type { MyReviewsQuery } from '../../../graphql/__generated__/graphql';
import { Loading } from '../../../ui/Loading';
import { ReviewPhotos } from '../../../ui/ReviewPhotos';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import '../reviews.css';
import '../../../styles/review-display.css';
import { networkProblem } from '../../../../../common/network-messages';

type Review = MyReviewsQuery['myReviews'][number];
const day = (instant: unknown) => frenchDate(parisDayOf(instant as string));

/** « Mes avis » on the customer's profile (issue 14): every review with its state, the refusal's reason, edit and delete. */
export function MyReviews() {
  const { data, loading, error, refetch } = useMyReviewsQuery({ fetchPolicy: 'cache-and-network' });
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reviews = data?.myReviews ?? [];
  return (
    <section className="profile__card" id="mes-avis" aria-labelledby="my-reviews-title">
      <h2 id="my-reviews-title" className="section-title">
        Mes avis {data && <span className="muted">({reviews.length})</span>}
      </h2>
      <div role="status">{notice && <p className="notice notice--saved">{notice}</p>}</div>
      {!data && loading && <Loading label="Chargement de vos avis" />}
      {!data && error && (
        <p className="notice notice--error" role="alert">
          Vos avis n’ont pas pu être chargés.
        </p>
      )}
      {data && reviews.length === 0 && <p className="muted">Vous n’avez pas encore donné d’avis. Ouvrez la page d’un restaurant et choisissez « Donner mon avis ».</p>}
      <ul className="my-reviews">
        {reviews.map((r) => (
          <li key={r.id} className="my-review" data-testid="my-review">
            <div className="my-review__head">
              <Link className="link" to={r.restaurantPath}>
                {r.restaurantName}
              </Link>
              <span className={`my-review__status my-review__status--${r.status}`}>{REVIEW_STATUS_LABELS[r.status] ?? r.status}</span>
            </div>
            <p>
              <span aria-label={`Note : ${r.rating} sur 5`}>{'★'.repeat(r.rating)}</span> <strong>{r.title}</strong>
            </p>
            <p className="review__text">{r.text}</p>
            <ReviewPhotos photos={r.photos} alt={`Photo de mon avis sur ${r.restaurantName}`} />
            <p className="review__dates">
              <span>
                {visitLabel(r.visitDate)}
                {r.meal ? ` (${(MEALS[r.meal as Meal] ?? r.meal).toLocaleLowerCase('fr')})` : ''}
              </span>
              <span>Envoyé le {day(r.createdAt)}</span>
              {r.publishedAt ? <span>Publié le {day(r.publishedAt)}</span> : null}
              {r.editedAt ? <span>Modifié le {day(r.editedAt)}</span> : null}
            </p>
            {r.status === 'rejected' && (
              <p className="notice notice--error">
                Motif du refus : {r.rejectionReason}
                {r.rejectionDetails ? ` — ${r.rejectionDetails}` : ''}. Vous pouvez le modifier : il sera relu à nouveau.
              </p>
            )}
            <div className="my-review__actions">
              {r.status !== 'removed' && (
                <Link className="button" to={writeReviewPath(r.idUrl, r.id)}>
                  Modifier<span className="visually-hidden"> mon avis sur {r.restaurantName}</span>
                </Link>
              )}
              <button type="button" className="button button--danger" onClick={() => setDeleting(r)}>
                Supprimer<span className="visually-hidden"> mon avis sur {r.restaurantName}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {deleting && (
        <DeleteDialog
          review={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            setNotice(message);
            void refetch();
          }}
        />
      )}
    </section>
  );
}

function DeleteDialog({ review, onClose, onDeleted }: { review: Review; onClose: () => void; onDeleted: (message: string) => void }) {
  const [remove, { loading }] = useDeleteReviewMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function confirm() {
    try {
      const r = (await remove({ variables: { id: review.id } })).data?.deleteReview;
      if (r?.__typename === 'ReviewDone') onDeleted(r.message);
      else setProblem(r?.message ?? 'L’avis n’a pas pu être supprimé.');
    } catch {
      setProblem(networkProblem('L’avis n’a pas pu être supprimé.'));
    }
  }
  return (
    <ConfirmDialog title="Supprimer cet avis ?" confirmLabel="Supprimer l’avis" confirmClass="button--danger" busy={loading} onCancel={onClose} onConfirm={() => void confirm()}>
      <p>
        Votre avis sur {review.restaurantName} sera supprimé définitivement{review.status === 'published' ? ' et retiré de la page du restaurant' : ''}.
      </p>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}
