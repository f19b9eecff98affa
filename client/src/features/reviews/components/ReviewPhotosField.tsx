import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { REVIEW_LIMITS } from '../../../../../common/review-rules';
import { useDeleteReviewPhotoMutation } from '../../../graphql/__generated__/hooks';

export interface ChosenPictures { photos: File[]; receipt: File | null }
interface Existing { id: number | null; url: string; width: number; height: number }

/**
 * Up to 3 photos of the visit and an optional receipt, chosen before sending (sent once the review is saved, with a
 * progress bar); the photos already sent with a review being edited can be removed at once.
 */
export function ReviewPhotosField({ value, onChange, existing, hasReceipt }: {
  value: ChosenPictures; onChange: (value: ChosenPictures) => void; existing: Existing[]; hasReceipt: boolean;
}) {
  const id = useId();
  const [kept, setKept] = useState(existing);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove] = useDeleteReviewPhotoMutation();
  const room = REVIEW_LIMITS.photos - kept.length - value.photos.length;
  const previews = useMemo(() => value.photos.map((f) => URL.createObjectURL(f)), [value.photos]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].filter((f) => f.type.startsWith('image/'));
    event.target.value = '';
    setProblem(files.length > room ? `Un avis compte ${REVIEW_LIMITS.photos} photos au plus : les premières ont été gardées.` : null);
    onChange({ ...value, photos: [...value.photos, ...files.slice(0, Math.max(0, room))] });
  }
  async function removeKept(photo: Existing) {
    if (photo.id === null) return;
    const r = (await remove({ variables: { id: photo.id } }).catch(() => null))?.data?.deleteReviewPhoto;
    if (r?.__typename === 'ReviewDone') setKept(kept.filter((p) => p.id !== photo.id));
    else setProblem('La photo n’a pas pu être retirée. Réessayez.');
  }

  return (
    <fieldset className="review-photos">
      <legend>Photos (facultatives, {REVIEW_LIMITS.photos} au plus)</legend>
      <ul className="review-photos__list">
        {kept.map((p) => (
          <li key={`kept-${p.id}`}>
            <img src={p.url} alt="" width={96} height={Math.round((96 * p.height) / p.width)} />
            <button type="button" className="button button--small" onClick={() => void removeKept(p)}>
              Retirer<span className="visually-hidden"> cette photo</span>
            </button>
          </li>
        ))}
        {value.photos.map((f, i) => (
          <li key={`new-${i}-${f.name}`}>
            <img src={previews[i]} alt="" width={96} height={72} />
            <button type="button" className="button button--small" onClick={() => onChange({ ...value, photos: value.photos.filter((_, j) => j !== i) })}>
              Retirer<span className="visually-hidden"> la photo {f.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {room > 0 && (
        <label className="button" htmlFor={`${id}-photos`}>
          Ajouter des photos
          <input id={`${id}-photos`} type="file" accept="image/jpeg,image/png,image/webp" multiple className="visually-hidden" onChange={add} />
        </label>
      )}
      {problem && <p className="text-input__error" role="alert">{problem}</p>}
      <div className="review-photos__receipt">
        <label className="button" htmlFor={`${id}-receipt`}>
          {value.receipt || hasReceipt ? 'Remplacer le ticket de caisse' : 'Joindre mon ticket de caisse'}
          <input
            id={`${id}-receipt`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (file) onChange({ ...value, receipt: file });
            }}
          />
        </label>
        <p className="muted">
          {value.receipt ? `Ticket choisi : ${value.receipt.name}. ` : hasReceipt ? 'Un ticket est déjà joint. ' : ''}
          Facultatif et jamais publié : il permet seulement à notre équipe d’accorder la mention « Visite vérifiée » ; il est supprimé dès la relecture.
        </p>
      </div>
    </fieldset>
  );
}
