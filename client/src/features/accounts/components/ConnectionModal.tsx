import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES, checkEmail, checkFirstName, checkLastName, checkPassword, checkPasswordConfirmation, normaliseEmail, SALUTATIONS,
  type Salutation,
} from '../../../../../common/account-rules';
import {
  useRequestPasswordResetMutation, useResendVerificationCodeMutation, useSignUpMutation, useVerifyEmailMutation,
} from '../../../graphql/__generated__/hooks';
import { Modal } from '../../../ui/Modal';
import { TextInput } from '../../../ui/TextInput';
import { useAuth, type ConnectionStep } from '../auth/auth-context';
import { NETWORK_ERROR, placeError } from './account-errors';
import { CodeEntry, emptyCode } from './CodeEntry';
import { LoginForm } from './LoginForm';
import { PasswordRules } from './PasswordRules';
import '../../../styles/accounts.css';

const TITLES: Record<ConnectionStep, string> = {
  login: 'Connexion',
  signup: 'Créer un compte',
  code: 'Vérifiez votre adresse e-mail',
  forgot: 'Mot de passe oublié',
};

interface ConnectionModalProps {
  initialStep: ConnectionStep;
  onClose: () => void;
}

/** The connection screen (SPEC §2): log in, create an account, enter the e-mail code, forgotten password. */
export default function ConnectionModal({ initialStep, onClose }: ConnectionModalProps) {
  const [step, setStep] = useState<ConnectionStep>(initialStep === 'code' ? 'login' : initialStep);
  const [codeEmail, setCodeEmail] = useState('');
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Focus the first field of each new step (the dialog focuses the first control when it opens).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    bodyRef.current?.querySelector<HTMLElement>('.account-step input, .account-step button')?.focus();
  }, [step]);

  function toCode(email: string) {
    setCodeEmail(email);
    setStep('code');
  }

  const tabs = step === 'login' || step === 'signup';
  return (
    <Modal title={TITLES[step]} onClose={onClose} className="modal--account" hideActions>
      <div ref={bodyRef}>
        {tabs && (
          <div className="account-tabs" role="tablist" aria-label="Connexion ou création de compte">
            {(['login', 'signup'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`account-tab-${value}`}
                aria-selected={step === value}
                aria-controls={`account-panel-${value}`}
                tabIndex={step === value ? 0 : -1}
                className={step === value ? 'account-tabs__tab account-tabs__tab--current' : 'account-tabs__tab'}
                onClick={() => setStep(value)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                    const other = value === 'login' ? 'signup' : 'login';
                    setStep(other);
                    document.getElementById(`account-tab-${other}`)?.focus();
                  }
                }}
              >
                {value === 'login' ? 'Se connecter' : 'Créer un compte'}
              </button>
            ))}
          </div>
        )}
        {step === 'login' && (
          <div className="account-step" role="tabpanel" id="account-panel-login" aria-labelledby="account-tab-login">
            <LoginForm space="customer" onSuccess={onClose} onNeedsCode={toCode}>
              <div className="account-form__links">
                <button type="button" className="link-button" onClick={() => setStep('forgot')}>
                  Mot de passe oublié&nbsp;?
                </button>
                <Link to="/restaurateurLogin" className="link" onClick={onClose}>
                  Vous êtes restaurateur&nbsp;? Espace restaurateur
                </Link>
              </div>
            </LoginForm>
          </div>
        )}
        {step === 'signup' && (
          <div className="account-step" role="tabpanel" id="account-panel-signup" aria-labelledby="account-tab-signup">
            <SignUpForm onCodeSent={toCode} />
          </div>
        )}
        {step === 'code' && (
          <div className="account-step">
            <CodeStep email={codeEmail} onDone={onClose} onBack={() => setStep('login')} />
          </div>
        )}
        {step === 'forgot' && (
          <div className="account-step">
            <ForgotStep onBack={() => setStep('login')} />
          </div>
        )}
      </div>
    </Modal>
  );
}

type SignUpField = 'email' | 'password' | 'confirmation' | 'firstName' | 'lastName' | 'salutation';

function SignUpForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const [signUp] = useSignUpMutation();
  const rulesId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [salutation, setSalutation] = useState<Salutation | null>(null);
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SignUpField | 'general', string>>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const address = normaliseEmail(email);
    const next: Partial<Record<SignUpField, string>> = {};
    const add = (field: SignUpField, message: string | null) => {
      if (message) next[field] = message;
    };
    add('email', checkEmail(address));
    add('password', checkPassword(password));
    add('confirmation', checkPasswordConfirmation(password, confirmation));
    add('firstName', checkFirstName(firstName));
    add('lastName', checkLastName(lastName));
    setErrors(next);
    if (Object.keys(next).length > 0) {
      window.setTimeout(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setSending(true);
    try {
      const { data } = await signUp({
        variables: { input: { email: address, password, firstName: firstName.trim(), lastName: lastName.trim(), salutation, newsletter } },
      });
      const result = data?.signUp;
      if (result?.__typename === 'SignUpSuccess') {
        onCodeSent(result.email);
        return;
      }
      const placed = result ? placeError(result, ['email', 'password', 'firstName', 'lastName', 'salutation']) : { field: null, message: NETWORK_ERROR };
      setErrors(placed.field ? { [placed.field]: placed.message } : { general: placed.message });
    } catch {
      console.error('Erreur lors de la connexion');
      setErrors({ general: NETWORK_ERROR });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={sending}>
      <TextInput label="Adresse e-mail" type="email" inputMode="email" value={email} onChange={setEmail} maxLength={254} error={errors.email} />
      <TextInput
        label="Mot de passe"
        type="password"
        value={password}
        onChange={setPassword}
        maxLength={128}
        error={errors.password}
        aria-describedby={rulesId}
      />
      <PasswordRules password={password} id={rulesId} />
      <TextInput
        label="Confirmation du mot de passe"
        type="password"
        value={confirmation}
        onChange={setConfirmation}
        maxLength={128}
        error={errors.confirmation}
      />
      <div className="account-form__row">
        <TextInput label="Prénom" value={firstName} onChange={setFirstName} maxLength={30} error={errors.firstName} />
        <TextInput label="Nom" value={lastName} onChange={setLastName} maxLength={30} error={errors.lastName} />
      </div>
      <fieldset className="account-form__radios">
        <legend>Civilité</legend>
        {SALUTATIONS.map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="salutation" value={value} checked={salutation === value} onChange={() => setSalutation(value)} />
            {value}
          </label>
        ))}
      </fieldset>
      {errors.salutation && <p className="text-input__error">{errors.salutation}</p>}
      <label className="choice">
        <input type="checkbox" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />
        Je souhaite recevoir la lettre d’information de Mijote
      </label>
      {errors.general && (
        <p className="notice notice--error" role="alert">
          {errors.general}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={sending}>
        {sending ? 'Envoi…' : 'Créer mon compte'}
      </button>
    </form>
  );
}

function CodeStep({ email, onDone, onBack }: { email: string; onDone: () => void; onBack: () => void }) {
  const auth = useAuth();
  const [verify] = useVerifyEmailMutation();
  const [resend] = useResendVerificationCodeMutation();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = useId();
  const code = digits.join('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(ACCOUNT_MESSAGES.codeIncorrect);
      return;
    }
    setSending(true);
    setInfo(null);
    try {
      const { data } = await verify({ variables: { email, code } });
      const result = data?.verifyEmail;
      if (result?.__typename === 'Session') {
        await auth.logIn(result.accessToken, 'customer');
        onDone();
        return;
      }
      setError(result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      console.error('Erreur lors de la connexion');
      setError(NETWORK_ERROR);
    } finally {
      setSending(false);
    }
  }

  async function resendCode() {
    setDigits(emptyCode());
    setError(null);
    setInfo(null);
    setSending(true);
    try {
      const { data } = await resend({ variables: { email } });
      const result = data?.resendVerificationCode;
      if (result?.__typename === 'Done') setInfo('Un nouveau code vient de vous être envoyé.');
      else setError(result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      console.error('Erreur lors de la connexion');
      setError(NETWORK_ERROR);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={sending}>
      <p>
        Un code à 6 chiffres a été envoyé à <strong>{email}</strong>. Saisissez-le pour valider votre adresse.
      </p>
      <CodeEntry digits={digits} onChange={(next) => (setDigits(next), setError(null))} invalid={Boolean(error)} describedBy={error ? errorId : undefined} autoFocus />
      {error && (
        <p id={errorId} className="text-input__error code-entry__error" role="alert">
          {error}
        </p>
      )}
      {info && (
        <p className="notice" role="status">
          {info}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={sending || code.length !== 6}>
        Valider
      </button>
      <div className="account-form__links">
        <button type="button" className="link-button" onClick={resendCode} disabled={sending}>
          Renvoyer un code
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          Retour à la connexion
        </button>
      </div>
    </form>
  );
}

function ForgotStep({ onBack }: { onBack: () => void }) {
  const [request] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = normaliseEmail(email);
    const invalid = checkEmail(address);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      const { data } = await request({ variables: { email: address } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'Done') setMessage(result.message);
      else setError(result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      console.error('Erreur lors de la connexion');
      setError(NETWORK_ERROR);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={sending}>
      <p>Indiquez l’adresse e-mail de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      <TextInput label="Adresse e-mail" type="email" inputMode="email" value={email} onChange={setEmail} maxLength={254} error={error} />
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={sending}>
        {sending ? 'Envoi…' : 'Envoyer le lien'}
      </button>
      <div className="account-form__links">
        <button type="button" className="link-button" onClick={onBack}>
          Retour à la connexion
        </button>
      </div>
    </form>
  );
}
