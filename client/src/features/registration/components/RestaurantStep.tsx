import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../../common/constants';
import { CGU_RESTO_PATH, CGV_RESTO_PATH } from '../../../../../common/page-addresses';
import { REGISTRATION_MESSAGES } from '../../../../../common/registration-rules';
import { MESSAGES } from '../../../../../common/validation';
import {
  AddressSuggestionsQueryDocument, CommuneCentreQueryDocument, useSaveRegistrationRestaurantMutation,
} from '../../../graphql/__generated__/hooks-registration-registration';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CheckboxField, ComboboxField, FormError, MijoteForm, PhoneField, showServerError, TextField, useMijoteForm } from '../../../ui/forms';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { NETWORK_ERROR, placeError } from '../../../ui/forms/result-errors';
import { FIELD_MAX, restaurantRules, type RestaurantValues } from '../registration-forms';
import { useAddressSuggestions, type Suggestion } from './useAddressSuggestions';

interface Place { label: string; lat: number; lng: number; approximate: boolean }

interface RestaurantPrefill { name: string; address: string | null; city: string | null; postalCode: string | null; phone: string | null; lat: number | null; lng: number | null }

interface RestaurantStepProps {
  token: string;
  prefill: RestaurantPrefill;
  newsletter: boolean;
  /** The restaurant is saved: the session of the restaurateur (login state 2). */
  onDone: (accessToken: string) => Promise<void>;
}

/** An address typed by hand: the address service's best match, or the commune's centre when it cannot answer; else why not. */
async function locateAddress(client: ApolloClient, values: RestaurantValues): Promise<Place | { error: string }> {
  const { data } = await client.query({ query: AddressSuggestionsQueryDocument, variables: { address: values.address, city: values.city }, fetchPolicy: 'network-only' });
  const found = data?.addressSuggestions;
  if (found?.__typename === 'AddressSuggestions') {
    const best = found.items.find((i) => i.postalCode === values.postalCode) ?? null;
    if (!best) return { error: MESSAGES.addressNotFound };
    return { label: best.label, lat: best.lat, lng: best.lng, approximate: false };
  }
  if (found?.__typename === 'ActionError' && found.code === 'UNAVAILABLE') {
    const communes = await client.query({ query: CommuneCentreQueryDocument, variables: { text: values.city } });
    const commune = communes.data?.citySuggestions.find((c) => c.postcodes.includes(values.postalCode));
    if (commune?.lat != null && commune.lng != null) {
      return { label: `${values.address}, ${values.postalCode} ${commune.name}`, lat: commune.lat, lng: commune.lng, approximate: true };
    }
  }
  return { error: found?.message ?? MESSAGES.addressNotFound };
}

/**
 * Step 2 (SPEC §2, §5): the restaurant, its address suggested by the national address service as it is typed
 * (Maine-et-Loire only); an address typed by hand is looked up on 'Suivant' and must be confirmed.
 */
export function RestaurantStep({ token, prefill, newsletter, onDone }: RestaurantStepProps) {
  const client = useApolloClient();
  const [save] = useSaveRegistrationRestaurantMutation();
  const known = prefill.lat != null && prefill.lng != null && prefill.address ? { label: `${prefill.address}, ${prefill.postalCode} ${prefill.city}`, lat: prefill.lat, lng: prefill.lng, approximate: false } : null;
  const [place, setPlace] = useState<Place | null>(known);
  const [confirming, setConfirming] = useState<{ place: Place; values: RestaurantValues } | null>(null);
  const form = useMijoteForm<RestaurantValues>({
    rules: restaurantRules,
    defaultValues: {
      name: prefill.name, address: prefill.address ?? '', city: prefill.city ?? '', postalCode: prefill.postalCode ?? '', phone: prefill.phone ?? '',
      newsletter, terms: known !== null,
    },
  });

  async function send(values: RestaurantValues, at: Place) {
    try {
      const { data } = await save({
        variables: { input: { token, ...values, phone: values.phone.replace(/\s/g, ''), lat: at.lat, lng: at.lng } },
      });
      const result = data?.saveRegistrationRestaurant;
      if (result?.__typename === 'RegistrationSession') {
        await onDone(result.accessToken);
        return;
      }
      const placed = result ? placeError(result, ['name', 'address', 'city', 'postalCode', 'phone', 'terms']) : { field: null, message: NETWORK_ERROR };
      showServerError(form, placed.field, placed.message);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  async function submit(values: RestaurantValues) {
    if (place) return send(values, place);
    try {
      const found = await locateAddress(client, values);
      if ('error' in found) showServerError(form, 'address', found.error);
      else setConfirming({ place: found, values });
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <section className="wizard-step" aria-labelledby="step-restaurant">
      <h2 id="step-restaurant" className="wizard-step__title">Informations de votre restaurant</h2>
      <MijoteForm form={form} onValid={submit}>
        <TextField<RestaurantValues> name="name" label="Nom du restaurant" maxLength={FIELD_MAX.restaurantName} />
        <AddressField form={form} located={place !== null} onPlace={setPlace} />
        <div className="account-form__row account-form__row--two">
          <TextField<RestaurantValues> name="city" label="Ville" maxLength={FIELD_MAX.city} onBlur={() => undefined} />
          <TextField<RestaurantValues> name="postalCode" label="Code postal" inputMode="numeric" maxLength={5} />
        </div>
        <PhoneField<RestaurantValues> name="phone" label="Téléphone du restaurant" />
        <CheckboxField<RestaurantValues> name="newsletter">Je souhaite recevoir les nouvelles de Mijote pour les restaurateurs</CheckboxField>
        <CheckboxField<RestaurantValues> name="terms">
          J’accepte les <Link to={CGU_RESTO_PATH} target="_blank">conditions générales d’utilisation</Link> et les{' '}
          <Link to={CGV_RESTO_PATH} target="_blank">conditions générales de vente</Link> de Mijote
        </CheckboxField>
        <FormError />
        <button type="submit" className="button button--primary account-form__submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Enregistrement…' : 'Suivant'}
        </button>
      </MijoteForm>
      {confirming && (
        <AddressConfirmDialog
          place={confirming.place}
          onCorrect={() => setConfirming(null)}
          onConfirm={() => {
            const { place: at, values } = confirming;
            setConfirming(null);
            setPlace(at);
            void send(values, at);
          }}
        />
      )}
    </section>
  );
}

/** The address, with the suggestions for what is typed; choosing one locates the restaurant, typing again forgets it. */
function AddressField({ form, located, onPlace }: { form: UseFormReturn<RestaurantValues>; located: boolean; onPlace: (place: Place | null) => void }) {
  const typed = useWatch({ control: form.control, name: 'address' });
  const city = useWatch({ control: form.control, name: 'city' });
  const debounced = useDebouncedValue(typed.trim(), SUGGESTION_DEBOUNCE_MS);
  const { suggestions, noneFound, serviceDown, endSession } = useAddressSuggestions(debounced, city, located);

  async function choose(s: Suggestion) {
    const d = await s.resolve().catch(() => null);
    if (!d) {
      showServerError(form, 'address', REGISTRATION_MESSAGES.postcodeOutside);
      return;
    }
    form.setValue('address', d.street || d.label);
    form.setValue('city', d.city);
    form.setValue('postalCode', d.postalCode);
    form.clearErrors(['address', 'city', 'postalCode']);
    onPlace({ label: d.label, lat: d.lat, lng: d.lng, approximate: false });
    endSession();
  }

  return (
    <ComboboxField<RestaurantValues, Suggestion>
      name="address"
      label="Adresse"
      placeholder="Numéro et rue"
      maxLength={FIELD_MAX.address}
      suggestions={suggestions}
      optionKey={(s) => s.key}
      optionLabel={(s) => s.label}
      emptyText={noneFound ? 'Aucune adresse du Maine-et-Loire trouvée : vérifiez l’orthographe, ou continuez avec votre saisie.' : null}
      onEdit={() => onPlace(null)}
      onChoose={(s) => void choose(s)}
      hint={serviceDown ? <p className="muted combobox__hint">{MESSAGES.geocoderUnavailable}</p> : null}
    />
  );
}

/** An address typed by hand, as the service found it: the restaurateur confirms it or corrects it. */
function AddressConfirmDialog({ place, onCorrect, onConfirm }: { place: Place; onCorrect: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog title="Confirmez l’adresse" cancelLabel="Corriger" confirmLabel="C’est la bonne adresse" onCancel={onCorrect} onConfirm={onConfirm}>
      <p>Vous avez saisi l’adresse vous-même. Est-ce bien celle de votre restaurant&nbsp;?</p>
      <p className="wizard-confirm__address">
        <strong>{place.label}</strong>
      </p>
      {place.approximate && (
        <p className="muted">
          Le service des adresses ne répond pas : votre restaurant sera placé au centre de la commune sur la carte. Vous pourrez préciser son adresse
          depuis votre espace.
        </p>
      )}
    </ConfirmDialog>
  );
}
