import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { HOME_PATH } from '../../../../../common/page-addresses';
import { Footer } from '../../../ui/Footer';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { FormError, MijoteForm, showServerError, TextField, useMijoteForm } from '../../../ui/forms';
import { apiFetch, HttpError } from '../auth/auth-fetch';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { FIELD_MAX, resetRules, type ResetValues } from '../components/account-forms';
import { PasswordRules } from '../components/PasswordRules';
import '../../../styles/accounts.css';

const REDIRECT_MS = 5000;

/** /reset-password/:token: token check, new password form, success then home after 5 s; an invalid token shows an empty page. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [valid, setValid] = useState<boolean | null>(null);
  usePageTitle('Nouveau mot de passe');
  useEffect(() => {
    let live = true;
    apiFetch<{ valid: boolean }>(`/api/verify-reset-token?token=${encodeURIComponent(token)}`)
      .then((body) => live && setValid(Boolean(body.valid)))
      .catch(() => live && setValid(false));
    return () => {
      live = false;
    };
  }, [token]);

  if (valid === false) return <main id="contenu" className="page" />;
  return (
    <>
      <HeaderBar title="Nouveau mot de passe" />
      <main id="contenu" className="page page--narrow">
        {valid === null ? <Loading /> : <ResetForm token={token} />}
      </main>
      <Footer />
    </>
  );
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const rulesId = useId();
  const form = useMijoteForm<ResetValues>({ rules: resetRules, defaultValues: { password: '', confirmation: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const sending = form.formState.isSubmitting;
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(HOME_PATH, { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  async function submit({ password: chosen }: ResetValues) {
    try {
      const body = await apiFetch<{ success: boolean; message: string }>('/api/reset-password', {
        method: 'POST',
        body: JSON.stringify({ token, password: chosen }),
      });
      setDone(body.message || 'Votre mot de passe a été modifié.');
    } catch (error) {
      if (error instanceof HttpError && error.code === 'INVALID_INPUT') showServerError(form, 'password', error.message);
      else if (error instanceof HttpError && error.code === 'TOKEN_INVALID') showServerError(form, null, 'Ce lien n’est plus valide. Demandez un nouveau lien depuis « Mot de passe oublié ? ».');
      else showServerError(form, null, error instanceof HttpError ? error.message : NETWORK_ERROR);
    }
  }

  if (done) {
    return (
      <section className="profile__card reset">
        <h1 className="profile__title">Mot de passe modifié</h1>
        <p className="notice" role="status">
          {done}
        </p>
        <p className="muted">Vous allez être redirigé vers l’accueil dans 5 secondes.</p>
      </section>
    );
  }

  return (
    <section className="profile__card reset">
      <h1 className="profile__title">Choisissez un nouveau mot de passe</h1>
      <MijoteForm form={form} onValid={submit}>
        <TextField<ResetValues> name="password" label="Nouveau mot de passe" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} aria-describedby={rulesId} autoFocus />
        <PasswordRules password={password} id={rulesId} />
        <TextField<ResetValues> name="confirmation" label="Confirmation du mot de passe" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} />
        <FormError />
        <button type="submit" className="button button--primary account-form__submit" disabled={sending}>
          {sending ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
        </button>
      </MijoteForm>
    </section>
  );
}
