import { REGISTRATION_MESSAGES } from '../../../../../common/registration-rules';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  useCreateRegistrationAccountMutation, useSendRegistrationCodeMutation,
} from '../../../graphql/__generated__/hooks-registration-registration';
import { FormError, MijoteForm, showServerError, TextField, useMijoteForm } from '../../../ui/forms';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import { codeRules, FIELD_MAX, type CodeValues, CodeEntryField, emptyCode, PasswordRules } from '../../accounts';
import { accountRules, birthDateOf, type AccountValues } from '../registration-forms';
import { AccountExistsNotice } from './AccountExistsNotice';
import { BirthDateField } from './BirthDateField';

const EMPTY: AccountValues = { firstName: '', lastName: '', day: '', month: '', year: '', email: '', password: '', confirmation: '' };

interface AccountStepProps {
  token: string;
  /** The address the link was sent to (prefilled). */
  email: string;
  /** The account already exists: its names, shown instead of the form. */
  created: { firstName: string | null; lastName: string | null; email: string } | null;
  /** Step 1 as typed when its code was asked for (the wizard was left before the code was checked): all but the password. */
  pending: { email: string; firstName: string; lastName: string | null; birthDate: string | null } | null;
  onDone: () => void;
}

/** The form's values from what the server kept of step 1 (never the password). */
function resumedValues(email: string, pending: AccountStepProps['pending']): AccountValues {
  if (!pending) return { ...EMPTY, email };
  const [year = '', month = '', day = ''] = pending.birthDate?.split('-') ?? [];
  return { ...EMPTY, firstName: pending.firstName, lastName: pending.lastName ?? '', day, month, year, email: pending.email };
}

/** Step 1 (SPEC §2, §4): personal information, then the 6-digit code sent to the address. */
export function AccountStep({ token, email, created, pending: kept, onDone }: AccountStepProps) {
  const [pending, setPending] = useState<AccountValues | null>(null);
  if (created) {
    return (
      <section className="wizard-step" aria-labelledby="step-account">
        <h2 id="step-account" className="wizard-step__title">Informations personnelles</h2>
        <p className="notice" role="status">Votre compte restaurateur est créé.</p>
        <dl className="wizard-summary">
          <dt>Nom</dt>
          <dd>{[created.firstName, created.lastName].filter(Boolean).join(' ')}</dd>
          <dt>Adresse e-mail</dt>
          <dd>{created.email}</dd>
        </dl>
        <p className="muted">Vous pourrez modifier ces informations depuis votre espace restaurateur.</p>
        <button type="button" className="button button--primary" onClick={onDone}>
          Suivant
        </button>
      </section>
    );
  }
  return pending ? (
    <CodeForm token={token} values={pending} onBack={() => setPending(null)} onDone={onDone} />
  ) : (
    <PersonalForm token={token} initial={resumedValues(email, kept)} resumed={kept !== null} onCodeSent={setPending} />
  );
}

/** Step 1's code request: the form's values but the password, kept by the server for a resumed wizard. */
const codeVariables = (token: string, v: AccountValues) => ({ token, email: v.email, firstName: v.firstName, lastName: v.lastName, birthDate: birthDateOf(v) });

function PersonalForm({ token, initial, resumed, onCodeSent }: { token: string; initial: AccountValues; resumed: boolean; onCodeSent: (values: AccountValues) => void }) {
  const [sendCode] = useSendRegistrationCodeMutation();
  const rulesId = useId();
  const takenId = useId();
  const [emailTaken, setEmailTaken] = useState(false);
  const form = useMijoteForm<AccountValues>({ rules: accountRules, defaultValues: initial });
  const password = useWatch({ control: form.control, name: 'password' });

  async function submit(values: AccountValues) {
    setEmailTaken(false);
    try {
      const { data } = await sendCode({ variables: codeVariables(token, values) });
      const result = data?.sendRegistrationCode;
      if (result?.__typename === 'Done') {
        onCodeSent(values);
        return;
      }
      // An address with an account: one notice says so and what to do (not a field error besides).
      if (result?.__typename === 'ActionError' && result.code === 'EMAIL_TAKEN') {
        setEmailTaken(true);
        return;
      }
      const placed = result ? placeError(result, ['email', 'firstName']) : { field: null, message: NETWORK_ERROR };
      showServerError(form, placed.field, placed.message);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <section className="wizard-step" aria-labelledby="step-account">
      <h2 id="step-account" className="wizard-step__title">Informations personnelles</h2>
      {resumed && (
        <p className="notice" role="status">
          {REGISTRATION_MESSAGES.stepOneResumed}
        </p>
      )}
      <MijoteForm form={form} onValid={submit}>
        <div className="account-form__row account-form__row--two">
          <TextField<AccountValues> name="firstName" label="Prénom" maxLength={FIELD_MAX.name} autoFocus={!resumed} />
          <TextField<AccountValues> name="lastName" label="Nom" maxLength={FIELD_MAX.name} />
        </div>
        <BirthDateField />
        <TextField<AccountValues>
          name="email"
          label="Adresse e-mail"
          type="email"
          inputMode="email"
          autoComplete="username"
          maxLength={FIELD_MAX.email}
          aria-describedby={emailTaken ? takenId : undefined}
        />
        {emailTaken && <AccountExistsNotice id={takenId} />}
        <TextField<AccountValues> name="password" label="Mot de passe" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} aria-describedby={rulesId} autoFocus={resumed} />
        <PasswordRules password={password} id={rulesId} />
        <TextField<AccountValues> name="confirmation" label="Confirmation du mot de passe" type="password" autoComplete="new-password" maxLength={FIELD_MAX.password} />
        <FormError />
        <button type="submit" className="button button--primary account-form__submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Envoi du code…' : 'Suivant'}
        </button>
      </MijoteForm>
    </section>
  );
}

function CodeForm({ token, values, onBack, onDone }: { token: string; values: AccountValues; onBack: () => void; onDone: () => void }) {
  const [create] = useCreateRegistrationAccountMutation();
  const [emailTaken, setEmailTaken] = useState(false);
  const [sendCode, resend] = useSendRegistrationCodeMutation();
  const [resent, setResent] = useState(false);
  const form = useMijoteForm<CodeValues>({ rules: codeRules, defaultValues: { digits: emptyCode() } });

  async function submit({ digits: code }: CodeValues) {
    try {
      const { data } = await create({
        variables: {
          input: {
            token, email: values.email, code: code.join(''), firstName: values.firstName, lastName: values.lastName, password: values.password,
            birthDate: birthDateOf(values),
          },
        },
      });
      const result = data?.createRegistrationAccount;
      if (result?.__typename === 'Done') {
        onDone();
        return;
      }
      if (result?.__typename === 'ActionError' && result.code === 'EMAIL_TAKEN') {
        setEmailTaken(true);
        return;
      }
      showServerError(form, 'digits', result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      showServerError(form, 'digits', NETWORK_ERROR);
    }
  }

  // 'Renvoyer un code': the code and its errors are cleared, and a new one is sent.
  async function again() {
    form.reset({ digits: emptyCode() });
    setResent(false);
    setEmailTaken(false);
    try {
      const { data } = await sendCode({ variables: codeVariables(token, values) });
      const result = data?.sendRegistrationCode;
      if (result?.__typename === 'Done') setResent(true);
      else if (result?.__typename === 'ActionError' && result.code === 'EMAIL_TAKEN') setEmailTaken(true);
      else showServerError(form, 'digits', result ? placeError(result, []).message : NETWORK_ERROR);
    } catch {
      showServerError(form, 'digits', NETWORK_ERROR);
    }
  }

  return (
    <section className="wizard-step" aria-labelledby="step-code">
      <h2 id="step-code" className="wizard-step__title">Vérifiez votre adresse e-mail</h2>
      <p>
        Saisissez le code à 6 chiffres envoyé à <strong>{values.email}</strong>.
      </p>
      <MijoteForm form={form} onValid={submit}>
        <CodeEntryField<CodeValues> name="digits" autoFocus />
        {emailTaken && <AccountExistsNotice />}
        {resent && (
          <p className="notice" role="status">
            Un nouveau code vient de vous être envoyé.
          </p>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Vérification…' : 'Valider'}
        </button>
        <div className="account-form__links">
          <button type="button" className="button" onClick={() => void again()} disabled={resend.loading}>
            Renvoyer un code
          </button>
          <button type="button" className="button" onClick={onBack}>
            Modifier mes informations
          </button>
        </div>
      </MijoteForm>
    </section>
  );
}
