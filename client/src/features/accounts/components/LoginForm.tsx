import { useState, type ReactNode } from 'react';
import { useLogInMutation } from '../../../graphql/__generated__/hooks';
import { FormError, MijoteForm, showServerError, TextField, useMijoteForm } from '../../../ui/forms';
import type { LoginSpace } from '../auth/auth-context';
import { useAuth } from '../auth/auth-context';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import { FIELD_MAX, loginRules, type LoginValues } from './account-forms';
import { SecondFactorStep, type SecondFactorChallenge } from './SecondFactorStep';

interface LoginFormProps {
  /** The window the form is in (connection screen, restaurateur space, admin area): the session is the account's own. */
  space: LoginSpace;
  /** Called once the session is open and the login state loaded, with the space of the account signed in. */
  onSuccess?: (space: LoginSpace) => void;
  /** EMAIL_NOT_VERIFIED: a code was just sent to this address. */
  onNeedsCode?: (email: string) => void;
  submitLabel?: string;
  /** Extra content under the button (links). */
  children?: ReactNode;
  initialEmail?: string;
}

/** The space of an account's role: customers and admins hold user-side sessions, restaurateurs restaurant-side ones. */
const spaceOf = (role: string): LoginSpace => (role === 'restaurateur' ? 'restaurateur' : role === 'admin' ? 'admin' : 'customer');

/**
 * E-mail and password form shared by the connection screen, the restaurateur space and the admin areas. Whichever window
 * it is in, the right password opens the account's own space (docs/adr/0026): a restaurateur in the connection screen
 * gets a restaurateur session; an admin is told to sign in from the admin area.
 */
export function LoginForm({ space, onSuccess, onNeedsCode, submitLabel = 'Se connecter', children, initialEmail = '' }: LoginFormProps) {
  const auth = useAuth();
  const [logIn] = useLogInMutation();
  const form = useMijoteForm<LoginValues>({ rules: loginRules, defaultValues: { email: initialEmail, password: '' } });
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge | null>(null);

  async function submit({ email, password }: LoginValues) {
    try {
      const { data } = await logIn({ variables: { email, password, space } });
      const result = data?.logIn;
      if (result?.__typename === 'Session') {
        const own = spaceOf(result.account.role);
        await auth.logIn(result.accessToken, own);
        onSuccess?.(own);
        return;
      }
      if (result?.__typename === 'SecondFactorRequired') {
        setSecondFactor(result);
        return;
      }
      if (result && 'code' in result && result.code === 'EMAIL_NOT_VERIFIED' && onNeedsCode) {
        onNeedsCode(email);
        return;
      }
      const placed = result ? placeError(result, ['email']) : { field: null, message: NETWORK_ERROR };
      form.setValue('password', '');
      showServerError(form, placed.field, placed.message);
    } catch {
      console.error('Erreur lors de la connexion');
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  if (secondFactor) {
    return (
      <SecondFactorStep
        challenge={secondFactor}
        onSession={async (token) => {
          await auth.logIn(token, 'admin');
          onSuccess?.('admin');
        }}
      />
    );
  }

  return (
    <MijoteForm form={form} onValid={submit}>
      <TextField<LoginValues> name="email" label="Adresse e-mail" type="email" inputMode="email" autoComplete="username" maxLength={FIELD_MAX.email} autoFocus />
      <TextField<LoginValues> name="password" label="Mot de passe" type="password" autoComplete="current-password" maxLength={FIELD_MAX.password} />
      <FormError />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Connexion…' : submitLabel}
      </button>
      {children}
    </MijoteForm>
  );
}
