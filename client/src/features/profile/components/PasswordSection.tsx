import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useChangePasswordMutation } from '../../../graphql/__generated__/hooks';
import { FormError, MijoteForm, showServerError, TextField, useMijoteForm } from '../../../ui/forms';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import { FIELD_MAX, passwordChangeRules, PasswordRules, setToken, type PasswordChangeValues } from '../../accounts';

/** The password change: the current one, the new one twice; the other sessions are closed. */
export function PasswordSection() {
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
