import { useState, type FormEvent, type ReactNode } from 'react';
import { checkEmail, normaliseEmail } from '../../../../../common/account-rules';
import { useLogInMutation } from '../../../graphql/__generated__/hooks';
import { TextInput } from '../../../ui/TextInput';
import type { LoginSpace } from '../auth/auth-context';
import { useAuth } from '../auth/auth-context';
import { NETWORK_ERROR, placeError } from './account-errors';

interface LoginFormProps {
  space: LoginSpace;
  /** Called once the session is open and the login state loaded. */
  onSuccess?: () => void;
  /** EMAIL_NOT_VERIFIED: a code was just sent to this address. */
  onNeedsCode?: (email: string) => void;
  submitLabel?: string;
  /** Extra content under the button (links). */
  children?: ReactNode;
  initialEmail?: string;
}

/** E-mail and password form shared by the connection screen, the restaurateur space and the admin areas. */
export function LoginForm({ space, onSuccess, onNeedsCode, submitLabel = 'Se connecter', children, initialEmail = '' }: LoginFormProps) {
  const auth = useAuth();
  const [logIn] = useLogInMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; general?: string }>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const address = normaliseEmail(email);
    const next = { email: checkEmail(address) ?? undefined, password: password ? undefined : 'Saisissez votre mot de passe' };
    setErrors(next);
    if (next.email || next.password) {
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSending(true);
    try {
      const { data } = await logIn({ variables: { email: address, password, space } });
      const result = data?.logIn;
      if (result?.__typename === 'Session') {
        await auth.logIn(result.accessToken, space);
        onSuccess?.();
        return;
      }
      if (result && 'code' in result && result.code === 'EMAIL_NOT_VERIFIED' && onNeedsCode) {
        onNeedsCode(address);
        return;
      }
      const placed = result ? placeError(result, ['email']) : { field: null, message: NETWORK_ERROR };
      setErrors(placed.field ? { [placed.field]: placed.message } : { general: placed.message });
      setPassword('');
    } catch {
      console.error('Erreur lors de la connexion');
      setErrors({ general: NETWORK_ERROR });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={sending}>
      <TextInput label="Adresse e-mail" type="email" inputMode="email" value={email} onChange={setEmail} maxLength={254} error={errors.email} autoFocus />
      <TextInput label="Mot de passe" type="password" value={password} onChange={setPassword} maxLength={128} error={errors.password} />
      {errors.general && (
        <p className="notice notice--error" role="alert">
          {errors.general}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={sending}>
        {sending ? 'Connexion…' : submitLabel}
      </button>
      {children}
    </form>
  );
}
