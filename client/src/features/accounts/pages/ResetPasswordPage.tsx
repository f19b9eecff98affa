import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { checkPassword, checkPasswordConfirmation } from '../../../../../common/account-rules';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { TextInput } from '../../../ui/TextInput';
import { apiFetch, HttpError } from '../auth/auth-fetch';
import { NETWORK_ERROR } from '../components/account-errors';
import { PasswordRules } from '../components/PasswordRules';
import '../../../styles/accounts.css';

const REDIRECT_MS = 5000;

/** /reset-password/:token: token check, new password form, success then home after 5 s; an invalid token shows an empty page. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [valid, setValid] = useState<boolean | null>(null);
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; general?: string }>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { password: checkPassword(password) ?? undefined, confirmation: checkPasswordConfirmation(password, confirmation) ?? undefined };
    setErrors(found);
    if (found.password || found.confirmation) return;
    setSending(true);
    try {
      const body = await apiFetch<{ success: boolean; message: string }>('/api/reset-password', {
        method: 'POST',
        body: JSON.stringify({ token, password }),
      });
      setDone(body.message || 'Votre mot de passe a été modifié.');
    } catch (error) {
      if (error instanceof HttpError && error.code === 'INVALID_INPUT') setErrors({ password: error.message });
      else if (error instanceof HttpError && error.code === 'TOKEN_INVALID') setErrors({ general: 'Ce lien n’est plus valide. Demandez un nouveau lien depuis « Mot de passe oublié ? ».' });
      else setErrors({ general: error instanceof HttpError ? error.message : NETWORK_ERROR });
    } finally {
      setSending(false);
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
      <form className="account-form" onSubmit={submit} noValidate aria-busy={sending}>
        <TextInput label="Nouveau mot de passe" type="password" value={password} onChange={setPassword} maxLength={128} error={errors.password} aria-describedby={rulesId} autoFocus />
        <PasswordRules password={password} id={rulesId} />
        <TextInput label="Confirmation du mot de passe" type="password" value={confirmation} onChange={setConfirmation} maxLength={128} error={errors.confirmation} />
        {errors.general && (
          <p className="notice notice--error" role="alert">
            {errors.general}
          </p>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={sending}>
          {sending ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
        </button>
      </form>
    </section>
  );
}
