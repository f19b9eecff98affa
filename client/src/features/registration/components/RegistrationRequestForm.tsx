import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SEARCH_MAX_LENGTH, SUGGESTION_DEBOUNCE_MS } from '../../../../../common/constants';
import { useCommuneCentreQuery, useRequestRegistrationLinkMutation } from '../../../graphql/__generated__/hooks-registration-registration';
import { ComboboxField, FormError, MijoteForm, PhoneField, showServerError, TextAreaField, TextField, useMijoteForm } from '../../../ui/forms';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import { FIELD_MAX as ACCOUNT_MAX } from '../../accounts';
import { FIELD_MAX, requestRules, type RequestValues } from '../registration-forms';
import { AccountExistsNotice } from './AccountExistsNotice';

const EMPTY: RequestValues = { restaurantName: '', cityName: '', citySlug: '', email: '', phone: '', message: '' };

/**
 * /contact_inscription: the restaurant, its commune, an e-mail and a phone number; the personal registration link is
 * e-mailed to that address (SPEC §2, docs/adr/0010).
 */
export function RegistrationRequestForm() {
  const [request] = useRequestRegistrationLinkMutation();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [cityText, setCityText] = useState('');
  // The address already has an account: no link was sent (docs/adr/0029).
  const [emailTaken, setEmailTaken] = useState(false);
  const takenId = useId();
  const form = useMijoteForm<RequestValues>({ rules: requestRules, defaultValues: EMPTY });
  const typed = useWatch({ control: form.control, name: 'cityName' });
  const debounced = useDebouncedValue(typed.trim(), SUGGESTION_DEBOUNCE_MS);
  const suggestions = useCommuneCentreQuery({ variables: { text: debounced }, skip: debounced.length < 1 || debounced === cityText });
  const cities = debounced.length >= 1 && debounced !== cityText ? (suggestions.data?.citySuggestions ?? []) : [];

  async function submit({ cityName: _cityName, ...values }: RequestValues) {
    setEmailTaken(false);
    try {
      const { data } = await request({ variables: { input: { ...values, message: values.message.trim() || null } } });
      const result = data?.requestRegistrationLink;
      if (result?.__typename === 'Done') {
        setSentTo({ email: values.email, message: result.message });
        form.reset(EMPTY);
        setCityText('');
        return;
      }
      if (result?.__typename === 'ActionError' && result.code === 'EMAIL_TAKEN') {
        setEmailTaken(true);
        return;
      }
      const placed = result ? placeError(result, ['restaurantName', 'citySlug', 'email', 'phone', 'message']) : { field: null, message: NETWORK_ERROR };
      showServerError(form, placed.field === 'citySlug' ? 'cityName' : placed.field, placed.message);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  if (sentTo) return <RequestSent email={sentTo.email} message={sentTo.message} onAgain={() => setSentTo(null)} />;

  return (
    <MijoteForm form={form} onValid={submit} className="account-form registration-request" aria-label="Demander mon lien d’inscription">
      <TextField<RequestValues> name="restaurantName" label="Nom du restaurant" maxLength={FIELD_MAX.restaurantName} />
      <ComboboxField<RequestValues, { slug: string; name: string }>
        name="cityName"
        label="Commune"
        placeholder="Angers, Saumur, Cholet…"
        maxLength={SEARCH_MAX_LENGTH}
        suggestions={cities}
        optionKey={(c) => c.slug}
        optionLabel={(c) => c.name}
        emptyText={suggestions.data && cities.length === 0 ? 'Aucune commune du Maine-et-Loire ne correspond' : null}
        onEdit={() => form.setValue('citySlug', '')}
        onChoose={(c) => {
          setCityText(c.name);
          form.setValue('cityName', c.name);
          form.setValue('citySlug', c.slug);
          form.clearErrors(['cityName', 'citySlug']);
        }}
      />
      <TextField<RequestValues> name="email" label="Adresse e-mail" type="email" inputMode="email" maxLength={ACCOUNT_MAX.email} aria-describedby={emailTaken ? takenId : undefined} />
      {emailTaken && <AccountExistsNotice id={takenId} />}
      <PhoneField<RequestValues> name="phone" label="Téléphone" />
      <TextAreaField<RequestValues> name="message" label="Message (facultatif)" maxLength={FIELD_MAX.message} rows={4} />
      <FormError />
      <button type="submit" className="button button--primary account-form__submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Envoi…' : 'Recevoir mon lien d’inscription'}
      </button>
      <p className="muted registration-request__privacy">
        Ces informations servent à vous envoyer votre lien d’inscription et à préparer votre fiche ; voir notre politique de confidentialité.
      </p>
    </MijoteForm>
  );
}

/** The link is on its way: where to look for it. */
function RequestSent({ email, message, onAgain }: { email: string; message: string; onAgain: () => void }) {
  return (
    <div className="registration-request registration-request--sent" role="status">
      <p className="registration-request__done">{message}</p>
      <p>
        Ouvrez l’e-mail envoyé à <strong>{email}</strong> et suivez le lien « Inscrire mon restaurant ». Rien reçu&nbsp;? Regardez dans les
        courriers indésirables, ou recommencez.
      </p>
      <button type="button" className="button" onClick={onAgain}>
        Faire une autre demande
      </button>
    </div>
  );
}
