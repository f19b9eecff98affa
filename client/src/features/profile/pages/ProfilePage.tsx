import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { SALUTATIONS, type Salutation } from '../../../../../common/account-rules';
import type { AccountFieldsFragment } from '../../../graphql/__generated__/graphql';
import {
  useChangePasswordMutation, useDeleteAccountMutation, useMeQuery, useMyDataLazyQuery, useMyFavouritesQuery, useUpdateProfileMutation,
} from '../../../graphql/__generated__/hooks';
import { HOME_PATH, RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { Footer } from '../../../ui/Footer';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { Modal } from '../../../ui/Modal';
import { CheckboxField, FormError, MijoteForm, RadioGroupField, showServerError, TextAreaField, TextField, useMijoteForm } from '../../../ui/forms';
import { RestaurantList } from '../../restaurants';
import { useFavouriteIds } from '../../favourites';
import {
  useAuth, setToken, BIOGRAPHY_MAX_LENGTH, deleteAccountRules, FIELD_MAX, passwordChangeRules, profileRules,
  type DeleteAccountValues, type PasswordChangeValues, type ProfileValues, CustomerSignIn, PasswordRules, AVATAR_SIDE,
  PHOTO_TEXTS, PROFILE_PHOTO_LIMIT, uploadProfilePhoto, uploadTooLarge, AuthPending,
} from '../../accounts';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import { PhotoCropper } from '../../../ui/PhotoCropper';
import { UploadProgress } from '../../../ui/UploadProgress';
import { MyReviews } from '../../reviews';
import '../../../styles/accounts.css';

/**
 * /profilScreen: the customer's own profile. A person who opens it without a session gets the connection screen over it
 * and the profile once signed in (issue 25); signing out here (or deleting the account) goes home. A restaurateur goes to
 * their space, an admin home.
 */
export default function ProfilePage() {
  const auth = useAuth();
  usePageTitle('Mon profil');
  // Whether this page has shown a session: its end is then the customer leaving, not a sign-in to ask for.
  const [hadSession, setHadSession] = useState(false);
  if (auth.isLogin === 1 && !hadSession) setHadSession(true);
  if (!auth.authDone) return <AuthPending failed={auth.authFailed} title="Mon profil" />;
  if (auth.isLogin === 2) return <Navigate to={RESTAURATEUR_DASHBOARD_PATH} replace />;
  if (auth.isLogin === 0 && hadSession) return <Navigate to={HOME_PATH} replace />;
  if (auth.isLogin === 0) {
    return (
      <>
        <HeaderBar title="Mon profil" back={HOME_PATH} />
        <main id="contenu" className="page page--narrow">
          <CustomerSignIn
            title="Mon profil"
            text="Pour retrouver vos favoris, vos avis et les informations de votre compte, connectez-vous à votre compte client : votre profil s’affichera ici."
          />
        </main>
        <Footer />
      </>
    );
  }
  if (auth.role !== 'customer') return <Navigate to={HOME_PATH} replace />;
  return <ProfileView />;
}

function ProfileView() {
  const me = useMeQuery({ fetchPolicy: 'cache-and-network' });
  const account = me.data?.me;
  return (
    <>
      <HeaderBar title="Mon profil" back={HOME_PATH} />
      <main id="contenu" className="page profile">
        <h1 className="profile__title">Mon profil</h1>
        {!account && (me.error ? <p className="notice notice--error" role="alert">{NETWORK_ERROR}</p> : <Loading />)}
        {account && (
          <>
            <PhotoSection account={account} />
            {/* What a diner comes for first, before the settings (issue 15). */}
            <FavouritesSection />
            <MyReviews />
            <div className="profile__grid">
              <InfoSection key={account.id} account={account} />
              <div className="profile__side">
                <PasswordSection />
                <DataSection />
              </div>
            </div>
          </>
        )}
      </main>
      <Footer />
    </>
  );
}

function PhotoSection({ account }: { account: AccountFieldsFragment }) {
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

function InfoSection({ account }: { account: AccountFieldsFragment }) {
  const auth = useAuth();
  const [update, { loading }] = useUpdateProfileMutation();
  const form = useMijoteForm<ProfileValues>({
    rules: profileRules,
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      salutation: (account.salutation ?? null) as Salutation | null,
      biography: account.biography ?? '',
      newsletter: account.newsletter,
    },
  });
  // The checked values wait for the confirmation dialog.
  const [confirming, setConfirming] = useState<ProfileValues | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(input: ProfileValues) {
    setConfirming(null);
    try {
      const { data } = await update({ variables: { input } });
      const result = data?.updateProfile;
      if (result?.__typename === 'Account') {
        auth.setProfile({ firstName: result.firstName });
        setSaved(true);
        return;
      }
      const placed = result ? placeError(result, ['firstName', 'lastName', 'biography', 'salutation']) : { field: null, message: NETWORK_ERROR };
      showServerError(form, placed.field, placed.message);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <section className="profile__card" aria-labelledby="profile-info-title">
      <h2 id="profile-info-title" className="section-title">
        Mes informations
      </h2>
      <MijoteForm form={form} onValid={(values) => setConfirming(values)} onSubmitStart={() => setSaved(false)}>
        <RadioGroupField<ProfileValues> name="salutation" legend="Civilité" options={SALUTATIONS} />
        <div className="account-form__row">
          <TextField<ProfileValues> name="firstName" label="Prénom" maxLength={FIELD_MAX.name} />
          <TextField<ProfileValues> name="lastName" label="Nom" maxLength={FIELD_MAX.name} />
        </div>
        <TextAreaField<ProfileValues> name="biography" label="Présentation" maxLength={BIOGRAPHY_MAX_LENGTH} fieldClassName="profile__bio" />
        <CheckboxField<ProfileValues> name="newsletter" variant="switch">
          Recevoir la lettre d’information de Mijote
        </CheckboxField>
        <FormError />
        {saved && (
          <p className="notice" role="status">
            Vos informations ont été enregistrées.
          </p>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={loading}>
          {loading ? 'Enregistrement…' : 'Enregistrer'}
        </button>
      </MijoteForm>
      {confirming && (
        <Modal
          title="Enregistrer les modifications ?"
          onClose={() => setConfirming(null)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                Annuler
              </button>
              <button type="button" className="button button--primary" onClick={() => void save(confirming)}>
                Confirmer
              </button>
            </>
          }
        >
          <p>Vos nouvelles informations remplaceront les anciennes. Votre prénom, votre photo et votre présentation sont visibles sur votre profil public.</p>
        </Modal>
      )}
    </section>
  );
}

function PasswordSection() {
  const [change, { loading }] = useChangePasswordMutation();
  const rulesId = useId();
  const form = useMijoteForm<PasswordChangeValues>({ rules: passwordChangeRules, defaultValues: { currentPassword: '', newPassword: '', confirmation: '' } });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const [done, setDone] = useState(false);

  async function submit({ currentPassword, newPassword: chosen }: PasswordChangeValues) {
    try {
      const { data } = await change({ variables: { currentPassword, newPassword: chosen } });
      const result = data?.changePassword;
      if (result?.__typename === 'Session') {
        setToken(result.accessToken, 'user');
        form.reset();
        setDone(true);
        return;
      }
      if (result?.code === 'PASSWORD_INCORRECT') showServerError(form, 'currentPassword', result.message);
      else {
        const placed = result ? placeError(result, []) : { message: NETWORK_ERROR };
        const field = result && 'field' in result ? result.field : null;
        showServerError(form, field === 'newPassword' ? 'newPassword' : null, placed.message);
      }
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <section className="profile__card" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className="section-title">
        Mot de passe
      </h2>
      <MijoteForm form={form} onValid={submit} onSubmitStart={() => setDone(false)}>
        <TextField<PasswordChangeValues> name="currentPassword" label="Mot de passe actuel" type="password" autoComplete="current-password" maxLength={FIELD_MAX.password} />
        <TextField<PasswordChangeValues> name="newPassword" label="Nouveau mot de passe" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} aria-describedby={rulesId} />
        <PasswordRules password={newPassword} id={rulesId} />
        <TextField<PasswordChangeValues> name="confirmation" label="Confirmation du nouveau mot de passe" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} />
        <FormError />
        {done && (
          <p className="notice" role="status">
            Votre mot de passe a été modifié. Vos autres sessions ont été fermées.
          </p>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={loading}>
          {loading ? 'Modification…' : 'Changer le mot de passe'}
        </button>
      </MijoteForm>
    </section>
  );
}

function DataSection() {
  const auth = useAuth();
  const [loadData, { loading }] = useMyDataLazyQuery({ fetchPolicy: 'network-only' });
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setError(null);
    try {
      const { data } = await loadData();
      if (!data) throw new Error('no data');
      const blob = new Blob([JSON.stringify(data.myData, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'mijote-mes-donnees.json';
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError('Le téléchargement de vos données a échoué. Veuillez réessayer.');
    }
  }

  return (
    <section className="profile__card" aria-labelledby="profile-data-title">
      <h2 id="profile-data-title" className="section-title">
        Mon compte
      </h2>
      <p className="muted">Téléchargez une copie de toutes vos données, ou supprimez définitivement votre compte (vos avis restent, anonymisés).</p>
      <div className="profile__actions">
        <button type="button" className="button" onClick={() => void download()} disabled={loading}>
          {loading ? 'Préparation…' : 'Télécharger mes données'}
        </button>
        <button type="button" className="button" onClick={() => void auth.logOut()}>
          Se déconnecter
        </button>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          Supprimer mon compte
        </button>
      </div>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {deleting && (
        <Modal title="Supprimer mon compte" onClose={() => setDeleting(false)} hideActions>
          <DeleteAccountForm onCancel={() => setDeleting(false)} onDeleted={() => setDeleting(false)} />
        </Modal>
      )}
    </section>
  );
}

/** The deletion dialog's form: the password confirms it; the account is gone, then the session. */
function DeleteAccountForm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [deleteAccount, deletion] = useDeleteAccountMutation();
  const form = useMijoteForm<DeleteAccountValues>({ rules: deleteAccountRules, defaultValues: { password: '' } });

  async function confirmDelete({ password }: DeleteAccountValues) {
    try {
      const { data } = await deleteAccount({ variables: { password } });
      const result = data?.deleteAccount;
      if (result?.__typename === 'Done') {
        onDeleted();
        // Signed out first: the profile's own guard sends a visitor home without the notice.
        await auth.logOut();
        navigate(HOME_PATH, { replace: true, state: { accountDeleted: true } });
        return;
      }
      showServerError(form, 'password', result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      showServerError(form, 'password', NETWORK_ERROR);
    }
  }

  return (
    <MijoteForm form={form} onValid={confirmDelete}>
      <p>Cette action est définitive&nbsp;: votre profil, vos favoris et votre photo seront effacés. Saisissez votre mot de passe pour confirmer.</p>
      <TextField<DeleteAccountValues> name="password" label="Mot de passe" type="password" autoComplete="current-password" maxLength={FIELD_MAX.password} autoFocus />
      <div className="profile__actions">
        <button type="button" className="button" onClick={onCancel}>
          Annuler
        </button>
        <button type="submit" className="button button--danger-solid" disabled={deletion.loading}>
          {deletion.loading ? 'Suppression…' : 'Supprimer définitivement'}
        </button>
      </div>
    </MijoteForm>
  );
}

function FavouritesSection() {
  const favourites = useMyFavouritesQuery({ fetchPolicy: 'cache-and-network' });
  const favouriteIds = useFavouriteIds().ids ?? [];
  const { refetch } = favourites;
  // A heart toggled elsewhere (another card, the restaurant page) adds or removes a card here.
  const known = favourites.data?.myFavourites.map((r) => r.idUrl) ?? null;
  const missing = known !== null && favouriteIds.some((id) => !known.includes(id));
  useEffect(() => {
    if (missing) void refetch();
  }, [missing, refetch]);
  const items = favourites.data?.myFavourites ?? [];
  return (
    <section className="profile__favourites" aria-labelledby="profile-fav-title">
      <h2 id="profile-fav-title" className="section-title">
        Mes favoris
      </h2>
      {favourites.loading && !favourites.data && <Loading />}
      {favourites.data && items.length === 0 && <p className="muted">Vous n’avez pas encore de favori&nbsp;: touchez le cœur d’un restaurant pour le retrouver ici.</p>}
      {items.length > 0 && <RestaurantList items={items} />}
    </section>
  );
}
