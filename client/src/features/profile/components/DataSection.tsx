import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../../../common/page-addresses';
import { useDeleteAccountMutation, useMyDataLazyQuery } from '../../../graphql/__generated__/hooks';
import { Modal } from '../../../ui/Modal';
import { MijoteForm, showServerError, TextField, useMijoteForm } from '../../../ui/forms';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import { deleteAccountRules, FIELD_MAX, useAuth, type DeleteAccountValues } from '../../accounts';

/** The account itself: a copy of the customer's data, signing out, deleting the account. */
export function DataSection() {
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
      <p>
        Cette action est définitive&nbsp;: votre profil, vos favoris et votre photo seront effacés. Si des avis que vous avez publiés restent en
        ligne, la loi nous oblige à garder à part un an les données d’identification du compte (voir la politique de confidentialité). Saisissez
        votre mot de passe pour confirmer.
      </p>
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
