import { useState } from 'react';
import { SALUTATIONS, type Salutation } from '../../../../../common/account-rules';
import type { AccountFieldsFragment } from '../../../graphql/__generated__/graphql';
import { useUpdateProfileMutation } from '../../../graphql/__generated__/hooks';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CheckboxField, FormError, MijoteForm, RadioGroupField, showServerError, TextAreaField, TextField, useMijoteForm } from '../../../ui/forms';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import { BIOGRAPHY_MAX_LENGTH, FIELD_MAX, profileRules, type ProfileValues, useAuth } from '../../accounts';

/** The customer's civility, names, presentation and newsletter choice, saved after a confirmation. */
export function InfoSection({ account }: { account: AccountFieldsFragment }) {
  const auth = useAuth();
  const [update, { loading }] = useUpdateProfileMutation();
  const form = useMijoteForm<ProfileValues>({
    rules: profileRules,
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      salutation: (account.salutation ?? null) as Salutation | null,
      biography: account.biography ?? '',
      newsletter: account.newsletter,
    },
  });
  // The checked values wait for the confirmation dialog.
  const [confirming, setConfirming] = useState<ProfileValues | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(input: ProfileValues) {
    setConfirming(null);
    try {
      const { data } = await update({ variables: { input } });
      const result = data?.updateProfile;
      if (result?.__typename === 'Account') {
        auth.setProfile({ firstName: result.firstName });
        setSaved(true);
        return;
      }
      const placed = result ? placeError(result, ['firstName', 'lastName', 'biography', 'salutation']) : { field: null, message: NETWORK_ERROR };
      showServerError(form, placed.field, placed.message);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <section className="profile__card" aria-labelledby="profile-info-title">
      <h2 id="profile-info-title" className="section-title">
        Mes informations
      </h2>
      <MijoteForm form={form} onValid={(values) => setConfirming(values)} onSubmitStart={() => setSaved(false)}>
        <RadioGroupField<ProfileValues> name="salutation" legend="Civilité" options={SALUTATIONS} />
        <div className="account-form__row">
          <TextField<ProfileValues> name="firstName" label="Prénom" maxLength={FIELD_MAX.name} />
          <TextField<ProfileValues> name="lastName" label="Nom" maxLength={FIELD_MAX.name} />
        </div>
        <TextAreaField<ProfileValues> name="biography" label="Présentation" maxLength={BIOGRAPHY_MAX_LENGTH} fieldClassName="profile__bio" />
        <CheckboxField<ProfileValues> name="newsletter" variant="switch">
          Recevoir la lettre d’information de Mijote
        </CheckboxField>
        <FormError />
        {saved && (
          <p className="notice" role="status">
            Vos informations ont été enregistrées.
          </p>
        )}
        <button type="submit" className="button button--primary account-form__submit" disabled={loading}>
          {loading ? 'Enregistrement…' : 'Enregistrer'}
        </button>
      </MijoteForm>
      {confirming && (
        <ConfirmDialog title="Enregistrer les modifications ?" confirmLabel="Confirmer" onCancel={() => setConfirming(null)} onConfirm={() => void save(confirming)}>
          <p>Vos nouvelles informations remplaceront les anciennes. Votre prénom, votre photo et votre présentation sont visibles sur votre profil public.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
