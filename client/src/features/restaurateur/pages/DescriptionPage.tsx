import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { DESCRIPTION_LIMITS, DESCRIPTION_MESSAGES } from '../../../../../common/description-rules';
import { SPACE_ONLINE_TEXTS } from '../../../../../common/publication-rules';
import { useDeleteRestaurantPhotoMutation, useRestaurantDescriptionQuery, useSaveRestaurantDescriptionMutation } from '../../../graphql/__generated__/hooks';
import type { DescriptionFieldsFragment } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, showServerError, TextAreaField, TextField, useMijoteForm } from '../../../ui/forms';
import { Loading } from '../../../ui/Loading';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { PhotoCropper } from '../../../ui/PhotoCropper';
import { uploadErrorText, uploadImage, uploadTooLarge, RestaurateurGuard, type SpaceRestaurant, type UploadLimit } from '../../accounts';
import { PhotoRows, UploadControl } from '../components/photo-list';
import { SaveBar, SavedNotice, SpacePage } from '../components/SpacePage';
import { useUnsavedChanges } from '../components/useUnsavedChanges';
import {
  descriptionInput, descriptionKey, descriptionRules, RESTAURANT_PHOTO_ASPECT, toDescriptionValues, type DescriptionPhoto, type DescriptionValues,
} from '../description-form';

const TITLE = 'Description et photos';
type Kind = 'devanture' | 'gallery';
/** The description's photos may be larger than other uploads (common/description-rules.ts). */
const PHOTO_LIMIT: UploadLimit = { maxBytes: DESCRIPTION_LIMITS.photoBytes, tooLarge: DESCRIPTION_MESSAGES.photoTooLarge };

/** /modifyDescription: the biography, the devanture and the ordered gallery with their alt texts (issue 12). */
export default function DescriptionPage() {
  return <RestaurateurGuard title={TITLE}>{(restaurant) => <DescriptionLoader restaurant={restaurant} />}</RestaurateurGuard>;
}

function DescriptionLoader({ restaurant }: { restaurant: SpaceRestaurant }) {
  const { data, loading, error } = useRestaurantDescriptionQuery({ variables: { restaurant: restaurant.idUrl }, fetchPolicy: 'network-only' });
  const description = data?.restaurantDescription ?? null;
  return (
    <SpacePage title={TITLE} restaurantName={restaurant.name} publicPath={description?.publicPath}>
      {description ? (
        <DescriptionForm description={description} />
      ) : loading && !error ? (
        <Loading />
      ) : (
        <p className="notice notice--error" role="alert">
          {NETWORK_ERROR}
        </p>
      )}
    </SpacePage>
  );
}

/** A photo on its way: chosen, cropped in the browser (SPEC §5), then sent with its progress. */
function usePhotoUpload(restaurant: string, online: boolean, onUploaded: (kind: Kind, photo: DescriptionPhoto) => void) {
  const [cropping, setCropping] = useState<{ kind: Kind; file: File } | null>(null);
  const [progress, setProgress] = useState<{ kind: Kind; ratio: number } | null>(null);
  const [message, setMessage] = useState<{ kind: Kind; error: boolean; text: string } | null>(null);

  function choose(kind: Kind, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    setMessage(null);
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) {
      setMessage({ kind, error: true, text: DESCRIPTION_MESSAGES.photoNotAccepted });
      return;
    }
    setCropping({ kind, file });
  }

  async function send(kind: Kind, blob: Blob) {
    setCropping(null);
    const tooLarge = uploadTooLarge(blob, PHOTO_LIMIT);
    if (tooLarge) {
      setMessage({ kind, error: true, text: tooLarge });
      return;
    }
    setProgress({ kind, ratio: 0 });
    try {
      const query = new URLSearchParams({ restaurant, kind, alt: '' });
      const body = await uploadImage<{ photo?: DescriptionPhoto }>(`/api/restaurantPhoto?${query}`, 'restau', blob, (ratio) => setProgress({ kind, ratio }), (b) => Boolean(b.photo), PHOTO_LIMIT);
      onUploaded(kind, body.photo!);
      setMessage({ kind, error: false, text: SPACE_ONLINE_TEXTS.photoAdded(kind, online) });
    } catch (error) {
      setMessage({ kind, error: true, text: uploadErrorText(error) });
    } finally {
      setProgress(null);
    }
  }
  return { cropping, progress, message, choose, send, cancel: () => setCropping(null) };
}

type Upload = ReturnType<typeof usePhotoUpload>;

function UploadButton({ kind, label, upload, disabled }: { kind: Kind; label: string; upload: Upload; disabled?: boolean }) {
  return (
    <UploadControl
      label={label}
      progress={upload.progress?.kind === kind ? upload.progress.ratio : null}
      message={upload.message?.kind === kind ? upload.message : null}
      disabled={disabled || upload.progress !== null}
      onFile={(e) => upload.choose(kind, e)}
    />
  );
}

function GalleryEditor({ upload, online, onRemove }: { upload: Upload; online: boolean; onRemove: (photo: DescriptionPhoto) => void }) {
  const count = useWatch<DescriptionValues, 'gallery'>({ name: 'gallery' }).length;
  return (
    <fieldset className="carte__photos">
      <legend className="section-title">Galerie</legend>
      <p className="muted space__hint">
        Jusqu’à {DESCRIPTION_LIMITS.galleryPhotos} photos : la salle, les plats, l’équipe. {SPACE_ONLINE_TEXTS.photoTiming(online)} ; son ordre et sa
        description s’enregistrent avec la page.
      </p>
      <PhotoRows<DescriptionValues> name="gallery" altMaxLength={DESCRIPTION_LIMITS.alt} removeLabel="Supprimer" onRemove={(_i, photo) => onRemove(photo)} />
      <UploadButton kind="gallery" label="+ Ajouter une photo à la galerie" upload={upload} disabled={count >= DESCRIPTION_LIMITS.galleryPhotos} />
    </fieldset>
  );
}

/** A photo deleted at once (files and variants too), after a confirmation: the rest of the form keeps its edits. */
function usePhotoRemoval(restaurant: string, onRemoved: (photo: DescriptionPhoto) => void) {
  const [removePhoto, removing] = useDeleteRestaurantPhotoMutation();
  const [confirm, setConfirm] = useState<{ photo: DescriptionPhoto; what: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function confirmRemove() {
    if (!confirm) return;
    const { photo } = confirm;
    setRemoveError(null);
    try {
      const { data } = await removePhoto({ variables: { restaurant, photo: photo.id } });
      const result = data?.deleteRestaurantPhoto;
      // NOT_FOUND: already gone (another tab); the page forgets it the same way.
      if (!result) throw new Error('no answer');
      setConfirm(null);
      onRemoved(photo);
    } catch {
      setRemoveError('La photo n’a pas pu être supprimée. Veuillez réessayer.');
    }
  }
  return { confirm, ask: setConfirm, cancel: () => setConfirm(null), confirmRemove, removing: removing.loading, removeError };
}

function DescriptionForm({ description }: { description: DescriptionFieldsFragment }) {
  const [save] = useSaveRestaurantDescriptionMutation();
  const [current, setCurrent] = useState(description);
  const [baseline, setBaseline] = useState(() => toDescriptionValues(description));
  const [changes, setChanges] = useState<string[] | null>(null);
  const form = useMijoteForm<DescriptionValues>({ rules: descriptionRules, defaultValues: baseline });
  const values = useWatch({ control: form.control }) as DescriptionValues;
  const dirty = descriptionKey(values) !== descriptionKey(baseline);
  const leaving = useUnsavedChanges(dirty);
  const devantureButton = useRef<HTMLHeadingElement>(null);

  const upload = usePhotoUpload(description.idUrl, description.publicPath !== null, (kind, photo) => {
    setChanges(null);
    if (kind === 'devanture') {
      setCurrent((c) => ({ ...c, devanture: { ...photo, kind, __typename: 'RestaurantPhoto' } }));
      form.setValue('devantureAlt', photo.alt);
      setBaseline((b) => ({ ...b, devantureAlt: photo.alt }));
      return;
    }
    form.setValue('gallery', [...form.getValues('gallery'), photo]);
    setBaseline((b) => ({ ...b, gallery: [...b.gallery, photo] }));
  });

  const removal = usePhotoRemoval(description.idUrl, (photo) => {
    if (current.devanture?.id === photo.id) {
      setCurrent((c) => ({ ...c, devanture: null }));
      form.setValue('devantureAlt', '');
      setBaseline((b) => ({ ...b, devantureAlt: '' }));
      devantureButton.current?.focus();
      return;
    }
    form.setValue('gallery', form.getValues('gallery').filter((p) => p.id !== photo.id));
    setBaseline((b) => ({ ...b, gallery: b.gallery.filter((p) => p.id !== photo.id) }));
  });

  async function submit(input: DescriptionValues) {
    try {
      const { data } = await save({ variables: { input: descriptionInput(description.idUrl, input) } });
      const result = data?.saveRestaurantDescription;
      if (result?.__typename === 'DescriptionSaved') {
        setChanges(result.changes);
        setCurrent(result.description);
        const next = toDescriptionValues(result.description);
        setBaseline(next);
        form.reset(next);
        return;
      }
      if (result) {
        const field = 'field' in result && (result.field === 'biography' || result.field === 'gallery') ? result.field : result.__typename === 'InvalidInputError' && result.field === 'devantureAlt' ? 'devantureAlt' : null;
        showServerError(form, field, result.message);
      } else showServerError(form, null, NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  const devanture = current.devanture;
  return (
    <MijoteForm form={form} onValid={submit} onSubmitStart={() => setChanges(null)} className="account-form carte">
      <BiographyPart />
      <DevanturePart
        devanture={devanture}
        headingRef={devantureButton}
        upload={upload}
        onRemove={() => devanture && removal.ask({ photo: { ...devanture, alt: values.devantureAlt }, what: 'la photo de devanture' })}
      />
      <GalleryEditor upload={upload} online={description.publicPath !== null} onRemove={(photo) => removal.ask({ photo, what: `la photo « ${photo.alt || 'sans description'} » de la galerie` })} />

      <FormError />
      <SavedNotice changes={changes} />
      <SaveBar saving={form.formState.isSubmitting} dirty={dirty} sticky />

      <CropDialog upload={upload} />
      {removal.confirm && <RemovePhotoDialog what={removal.confirm.what} removing={removal.removing} error={removal.removeError} onCancel={removal.cancel} onConfirm={() => void removal.confirmRemove()} />}
      {leaving}
    </MijoteForm>
  );
}

/** The chosen photo, cropped before it is sent. */
function CropDialog({ upload }: { upload: Upload }) {
  if (!upload.cropping) return null;
  const { kind, file } = upload.cropping;
  return (
    <Modal title="Recadrer la photo" onClose={upload.cancel} hideActions>
      <PhotoCropper
        file={file}
        aspect={RESTAURANT_PHOTO_ASPECT}
        highQualityOption
        round={false}
        confirmLabel="Envoyer cette photo"
        onCancel={upload.cancel}
        onCropped={(blob) => void upload.send(kind, blob)}
      />
    </Modal>
  );
}

function BiographyPart() {
  return (
    <section className="profile__card" aria-labelledby="description-bio-title">
      <h2 id="description-bio-title" className="section-title">
        Présentation
      </h2>
      <p className="muted space__hint">Ce qui rend votre table unique : l’histoire, la cuisine, les producteurs. Elle s’affiche sur l’onglet Restaurant de votre page.</p>
      <TextAreaField<DescriptionValues> name="biography" label="Présentation du restaurant" maxLength={DESCRIPTION_LIMITS.biography} rows={8} />
    </section>
  );
}

interface DevanturePartProps {
  devanture: DescriptionFieldsFragment['devanture'];
  /** The heading, focused once the devanture is deleted. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  upload: Upload;
  onRemove: () => void;
}

function DevanturePart({ devanture, headingRef, upload, onRemove }: DevanturePartProps) {
  return (
    <section className="profile__card" aria-labelledby="description-devanture-title">
      <h2 id="description-devanture-title" className="section-title" ref={headingRef} tabIndex={-1}>
        Photo de devanture
      </h2>
      <p className="muted space__hint">La photo principale de votre page et de votre carte dans les résultats, recadrée au format 4:3.</p>
      {devanture ? (
        <div className="carte__photo">
          <img src={devanture.url} alt="" width={devanture.width} height={devanture.height} className="carte__photo-img" />
          <div className="carte__photo-body">
            <TextField<DescriptionValues> name="devantureAlt" label="Description de la devanture (pour les lecteurs d’écran)" maxLength={DESCRIPTION_LIMITS.alt} />
            <div className="row-actions">
              <button type="button" className="button button--small button--danger" onClick={onRemove}>
                Supprimer
              </button>
            </div>
          </div>
        </div>
      ) : (
        <p className="notice">Pas encore de photo de devanture : elle est nécessaire pour publier votre page.</p>
      )}
      <UploadButton kind="devanture" label={devanture ? 'Remplacer la photo de devanture' : '+ Ajouter la photo de devanture'} upload={upload} />
    </section>
  );
}

interface RemovePhotoDialogProps {
  what: string;
  removing: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

function RemovePhotoDialog({ what, removing, error, onCancel, onConfirm }: RemovePhotoDialogProps) {
  return (
    <ConfirmDialog
      title="Supprimer la photo ?"
      confirmLabel={removing ? 'Suppression…' : 'Supprimer la photo'}
      confirmClass="button--danger"
      busy={removing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{`Supprimer ${what} ? Elle disparaît aussitôt de votre page.`}</p>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
