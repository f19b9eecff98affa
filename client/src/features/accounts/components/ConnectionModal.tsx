import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SALUTATIONS, VERIFICATION_CODE_LENGTH } from '../../../../../common/account-rules';
import { CGU_PATH, PRIVACY_PATH, REGISTER_INFO_PATH, RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { isRestaurateurSpacePath } from '../../../../../common/page-patterns';
import {
  useRequestPasswordResetMutation, useResendVerificationCodeMutation, useSignUpMutation, useVerifyEmailMutation,
} from '../../../graphql/__generated__/hooks';
import { Modal } from '../../../ui/Modal';
import { CheckboxField, FormError, MijoteForm, RadioGroupField, showServerError, TextField, useMijoteForm } from '../../../ui/forms';
import { useAuth, type ConnectionStep, type LoginSpace } from '../auth/auth-context';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import {
  codeRules, FIELD_MAX, forgotRules, signUpRules, type CodeValues, type ForgotValues, type SignUpValues,
} from './account-forms';
import { CodeEntryField, emptyCode } from './CodeEntry';
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

  const navigate = useNavigate();
  const { pathname } = useLocation();
  /** A restaurateur signing in here goes to their space, unless they are on one of its pages already (docs/adr/0026). */
  function signedIn(space: LoginSpace) {
    onClose();
    if (space === 'restaurateur' && !isRestaurateurSpacePath(pathname)) navigate(RESTAURATEUR_DASHBOARD_PATH);
  }

  function toCode(email: string) {
    setCodeEmail(email);
    setStep('code');
  }

  const tabs = step === 'login' || step === 'signup';
  return (
    <Modal title={TITLES[step]} onClose={onClose} className="modal--account" hideActions>
      <div ref={bodyRef}>
        {tabs && <AccountTabs step={step} onStep={setStep} />}
        {step === 'login' && <LoginStep onSignedIn={signedIn} onNeedsCode={toCode} onForgot={() => setStep('forgot')} onClose={onClose} />}
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

function AccountTabs({ step, onStep }: { step: ConnectionStep; onStep: (step: ConnectionStep) => void }) {
  return (
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
          onClick={() => onStep(value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
              const other = value === 'login' ? 'signup' : 'login';
              onStep(other);
              document.getElementById(`account-tab-${other}`)?.focus();
            }
          }}
        >
          {value === 'login' ? 'Se connecter' : 'Créer un compte'}
        </button>
      ))}
    </div>
  );
}

interface LoginStepProps {
  onSignedIn: (space: LoginSpace) => void;
  onNeedsCode: (email: string) => void;
  onForgot: () => void;
  onClose: () => void;
}

function LoginStep({ onSignedIn, onNeedsCode, onForgot, onClose }: LoginStepProps) {
  return (
    <div className="account-step" role="tabpanel" id="account-panel-login" aria-labelledby="account-tab-login">
      <LoginForm space="customer" onSuccess={onSignedIn} onNeedsCode={onNeedsCode}>
        <div className="account-form__links">
          <button type="button" className="link-button" onClick={onForgot}>
            Mot de passe oublié&nbsp;?
          </button>
          <Link to={RESTAURATEUR_DASHBOARD_PATH} className="link" onClick={onClose}>
            Vous êtes restaurateur&nbsp;? Espace restaurateur
          </Link>
          {/* On a phone the top bar has no room for this link: the connection window carries it. */}
          <Link to={REGISTER_INFO_PATH} className="link" onClick={onClose}>
            Inscrire son restaurant
          </Link>
        </div>
      </LoginForm>
    </div>
  );
}

function SignUpForm({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const [signUp] = useSignUpMutation();
  const rulesId = useId();
  const form = useMijoteForm<SignUpValues>({
    rules: signUpRules,
    defaultValues: { email: '', password: '', confirmation: '', firstName: '', lastName: '', salutation: null, newsletter: false, acceptTerms: false, adultDeclared: false },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const sending = form.formState.isSubmitting;

  async function submit({ confirmation: _confirmation, ...input }: SignUpValues) {
    try {
      const { data } = await signUp({ variables: { input } });
      const result = data?.signUp;
      if (result?.__typename === 'SignUpSuccess') {
        onCodeSent(result.email);
        return;
      }
      const placed = result ? placeError(result, ['email', 'password', 'firstName', 'lastName', 'salutation', 'acceptTerms', 'adultDeclared']) : { field: null, message: NETWORK_ERROR };
      showServerError(form, placed.field, placed.message);
    } catch {
      console.error('Erreur lors de la connexion');
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <MijoteForm form={form} onValid={submit}>
      <TextField<SignUpValues> name="email" label="Adresse e-mail" type="email" inputMode="email" autoComplete="username" maxLength={FIELD_MAX.email} />
      <TextField<SignUpValues> name="password" label="Mot de passe" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} aria-describedby={rulesId} />
      <PasswordRules password={password} id={rulesId} />
      <TextField<SignUpValues> name="confirmation" label="Confirmation du mot de passe" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} />
      <div className="account-form__row">
        <TextField<SignUpValues> name="firstName" label="Prénom" maxLength={FIELD_MAX.name} />
        <TextField<SignUpValues> name="lastName" label="Nom" maxLength={FIELD_MAX.name} />
      </div>
      <RadioGroupField<SignUpValues> name="salutation" legend="Civilité" options={SALUTATIONS} />
      <CheckboxField<SignUpValues> name="newsletter">Je souhaite recevoir la lettre d’information de Mijote</CheckboxField>
      <CheckboxField<SignUpValues> name="adultDeclared">Je déclare avoir 18 ans ou plus</CheckboxField>
      <CheckboxField<SignUpValues> name="acceptTerms">
        J’accepte les{' '}
        <a href={CGU_PATH} target="_blank" rel="noopener" className="link">
          conditions générales d’utilisation<span className="visually-hidden"> (nouvel onglet)</span>
        </a>{' '}
        ; mes données sont traitées selon la{' '}
        <a href={PRIVACY_PATH} target="_blank" rel="noopener" className="link">
          politique de confidentialité<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
        .
      </CheckboxField>
      <FormError />
      <button type="submit" className="button button--primary account-form__submit" disabled={sending}>
        {sending ? 'Envoi…' : 'Créer mon compte'}
      </button>
    </MijoteForm>
  );
}

function CodeStep({ email, onDone, onBack }: { email: string; onDone: () => void; onBack: () => void }) {
  const auth = useAuth();
  const [verify] = useVerifyEmailMutation();
  const [resend] = useResendVerificationCodeMutation();
  const form = useMijoteForm<CodeValues>({ rules: codeRules, defaultValues: { digits: emptyCode() } });
  const digits = useWatch({ control: form.control, name: 'digits' });
  const [info, setInfo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const sending = form.formState.isSubmitting || resending;
  const complete = digits.join('').length === VERIFICATION_CODE_LENGTH;

  async function submit({ digits: entered }: CodeValues) {
    setInfo(null);
    try {
      const { data } = await verify({ variables: { email, code: entered.join('') } });
      const result = data?.verifyEmail;
      if (result?.__typename === 'Session') {
        await auth.logIn(result.accessToken, 'customer');
        onDone();
        return;
      }
      showServerError(form, 'digits', result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      console.error('Erreur lors de la connexion');
      showServerError(form, 'digits', NETWORK_ERROR);
    }
  }

  // 'Renvoyer un code' clears the code and the errors, then sends a new code (SPEC §2).
  async function resendCode() {
    form.reset({ digits: emptyCode() });
    setInfo(null);
    setResending(true);
    try {
      const { data } = await resend({ variables: { email } });
      const result = data?.resendVerificationCode;
      if (result?.__typename === 'Done') setInfo('Un nouveau code vient de vous être envoyé.');
      else showServerError(form, 'digits', result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      console.error('Erreur lors de la connexion');
      showServerError(form, 'digits', NETWORK_ERROR);
    } finally {
      setResending(false);
    }
  }

  return (
    <MijoteForm form={form} onValid={submit} aria-busy={sending}>
      <p>
        Un code à 6 chiffres a été envoyé à <strong>{email}</strong>. Saisissez-le pour valider votre adresse.
      </p>
      <CodeEntryField<CodeValues> name="digits" autoFocus />
      {info && (
        <p className="notice" role="status">
          {info}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={sending || !complete}>
        Valider
      </button>
      <div className="account-form__links">
        <button type="button" className="link-button" onClick={() => void resendCode()} disabled={sending}>
          Renvoyer un code
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          Retour à la connexion
        </button>
      </div>
    </MijoteForm>
  );
}

function ForgotStep({ onBack }: { onBack: () => void }) {
  const [request] = useRequestPasswordResetMutation();
  const form = useMijoteForm<ForgotValues>({ rules: forgotRules, defaultValues: { email: '' } });
  const [message, setMessage] = useState<string | null>(null);
  const sending = form.formState.isSubmitting;

  async function submit({ email }: ForgotValues) {
    try {
      const { data } = await request({ variables: { email } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'Done') setMessage(result.message);
      else showServerError(form, 'email', result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      console.error('Erreur lors de la connexion');
      showServerError(form, 'email', NETWORK_ERROR);
    }
  }

  return (
    <MijoteForm form={form} onValid={submit}>
      <p>Indiquez l’adresse e-mail de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      <TextField<ForgotValues> name="email" label="Adresse e-mail" type="email" inputMode="email" autoComplete="username" maxLength={FIELD_MAX.email} />
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
    </MijoteForm>
  );
}
