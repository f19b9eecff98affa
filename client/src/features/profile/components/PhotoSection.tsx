import { useRef, useState, type ChangeEvent } from 'react';
import type { AccountFieldsFragment } from '../../../graphql/__generated__/graphql';
import { Modal } from '../../../ui/Modal';
import { PhotoCropper } from '../../../ui/PhotoCropper';
import { UploadProgress } from '../../../ui/UploadProgress';
import { AVATAR_SIDE, PHOTO_TEXTS, PROFILE_PHOTO_LIMIT, uploadProfilePhoto, uploadTooLarge, useAuth } from '../../accounts';

/** The customer's photo, name and e-mail; a new photo is cropped in the browser, then sent. */
export function PhotoSection({ account }: { account: AccountFieldsFragment }) {
  const auth = useAuth();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const picture = auth.imgProfil ?? account.photoUrl;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setMessage(null);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setMessage({ error: true, text: 'Choisissez une image (JPEG, PNG ou WebP).' });
      return;
    }
    setFile(chosen);
  }

  async function upload(blob: Blob) {
    setFile(null);
    const tooLarge = uploadTooLarge(blob, PROFILE_PHOTO_LIMIT);
    if (tooLarge) {
      setMessage({ error: true, text: tooLarge });
      return;
    }
    setProgress(0);
    try {
      const photo = await uploadProfilePhoto(blob, setProgress);
      auth.setProfile({ imgProfil: photo });
      setMessage({ error: false, text: 'Votre photo a été mise à jour.' });
    } catch {
      setMessage({ error: true, text: PHOTO_TEXTS.uploadFailed });
    } finally {
      setProgress(null);
      inputRef.current?.focus();
    }
  }

  return (
    <section className="profile__card profile__identity" aria-labelledby="profile-photo-title">
      <div className="profile__avatar" aria-hidden={!picture}>
        {picture ? <img src={picture} alt="Votre photo de profil" width={112} height={112} /> : <span>{(account.firstName[0] ?? '?').toUpperCase()}</span>}
      </div>
      <div className="profile__identity-text">
        <h2 id="profile-photo-title" className="profile__name">
          {account.firstName} {account.lastName}
        </h2>
        <p className="muted">{account.email}</p>
        <label className="button profile__photo-button">
          <input ref={inputRef} type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" onChange={onFile} disabled={progress !== null} />
          {picture ? 'Changer ma photo' : 'Ajouter une photo'}
        </label>
        <UploadProgress progress={progress} message={message} />
      </div>
      {file && (
        <Modal title="Recadrer ma photo" onClose={() => setFile(null)} hideActions>
          <PhotoCropper file={file} maxSide={AVATAR_SIDE} onCancel={() => setFile(null)} onCropped={(blob) => void upload(blob)} />
        </Modal>
      )}
    </section>
  );
}
