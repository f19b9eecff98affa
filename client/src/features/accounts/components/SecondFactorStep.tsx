import { useState } from 'react';
import { SECOND_FACTOR_MESSAGES } from '../../../../../common/admin-security-rules';
import { useConfirmSecondFactorMutation } from '../../../graphql/__generated__/hooks';
import { FormError, MijoteForm, showServerError, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';

export interface SecondFactorChallenge { challenge: string; setupSecret?: string | null; setupUri?: string | null; setupQr?: string | null }
interface CodeValues { code: string }
const rules: FormRules<CodeValues> = { code: (v) => (v.replace(/[\s-]/g, '').length >= 6 ? null : SECOND_FACTOR_MESSAGES.codeInvalid) };

/**
 * The admin's second factor after the password (issue 13): at the first sign-in, the key to add to an authenticator app
 * (QR code and text); then the 6-digit code, or a recovery code. A first set-up shows the recovery codes once before
 * the session is used (`onSession`).
 */
export function SecondFactorStep({ challenge, onSession }: { challenge: SecondFactorChallenge; onSession: (accessToken: string) => Promise<void> }) {
  const [confirm] = useConfirmSecondFactorMutation();
  const [codes, setCodes] = useState<{ token: string; list: string[] } | null>(null);
  const form = useMijoteForm<CodeValues>({ rules, defaultValues: { code: '' } });

  async function submit({ code }: CodeValues) {
    try {
      const { data } = await confirm({ variables: { challenge: challenge.challenge, code } });
      const r = data?.confirmSecondFactor;
      if (r?.__typename === 'SecondFactorSession') {
        if (r.recoveryCodes.length) setCodes({ token: r.accessToken, list: r.recoveryCodes });
        else await onSession(r.accessToken);
        return;
      }
      form.setValue('code', '');
      showServerError(form, r && 'code' in r && r.code === 'CODE_INCORRECT' ? 'code' : null, r && 'message' in r ? r.message : NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  if (codes) {
    return (
      <div className="second-factor">
        <h2 className="section-title">Vos codes de secours</h2>
        <p>
          Notez-les et gardez-les à l’abri : chacun remplace une fois le code de votre application si vous perdez votre téléphone. Ils ne seront
          plus affichés.
        </p>
        <ul className="second-factor__codes" data-testid="recovery-codes">
          {codes.list.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--primary" onClick={() => void onSession(codes.token)}>
          J’ai noté mes codes de secours
        </button>
      </div>
    );
  }

  return (
    <div className="second-factor">
      {challenge.setupSecret ? (
        <>
          <h2 className="section-title">Activez la double authentification</h2>
          <p>
            Les comptes administrateurs se connectent avec un code à usage unique. Ajoutez Mijote à votre application d’authentification
            (Google Authenticator, Microsoft Authenticator, FreeOTP…) en scannant ce QR code, ou en saisissant la clé ci-dessous.
          </p>
          {challenge.setupQr && <img src={challenge.setupQr} width={220} height={220} alt="QR code à scanner avec votre application d’authentification" />}
          <p>
            Clé : <code data-testid="totp-secret">{challenge.setupSecret}</code>
          </p>
        </>
      ) : (
        <p>Saisissez le code à 6 chiffres affiché par votre application d’authentification, ou l’un de vos codes de secours.</p>
      )}
      <MijoteForm form={form} onValid={submit}>
        <TextField<CodeValues> name="code" label="Code de vérification" inputMode="numeric" autoComplete="one-time-code" maxLength={20} autoFocus />
        <FormError />
        <button type="submit" className="button button--primary account-form__submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Vérification…' : 'Valider'}
        </button>
      </MijoteForm>
    </div>
  );
}
