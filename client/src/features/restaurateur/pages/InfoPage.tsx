import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../../common/constants';
import { filterVocabulary } from '../../../../../common/filters';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { EDITABLE_FILTER_GROUPS, INFO_LIMITS, INFO_MESSAGES, INFO_SECTIONS, infoSectionOf, type InfoSection } from '../../../../../common/restaurant-info-rules';
import { MESSAGES } from '../../../../../common/validation';
import type { InfoAddressSuggestionsQuery, RestaurantInfoFieldsFragment } from '../../../graphql/__generated__/graphql';
import { InfoAddressSuggestionsQueryDocument, useInfoAddressSuggestionsQuery, useMyRestaurantInfoQuery, useSaveRestaurantInfoMutation } from '../../../graphql/__generated__/hooks-restaurateur-info';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { ComboboxField, FormError, MijoteForm, PhoneField, showServerError, TextField, useMijoteForm } from '../../../ui/forms';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useAuth, RestaurateurGuard } from '../../accounts';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { LabelChoiceField, MainTypeSwitch, SpecialDatesField, WeekHoursField } from '../info/editors';
import { fieldOf, infoRules, inputOf, valuesOf, type InfoValues } from '../info/info-form';
import { useUnsavedChanges } from '../components/useUnsavedChanges';
import '../info/info.css';

type Suggestion = Extract<InfoAddressSuggestionsQuery['addressSuggestions'], { __typename: 'AddressSuggestions' }>['items'][number];
const MIN_ADDRESS = 5;
interface Place { street: string; city: string; postalCode: string; lat: number; lng: number }
const placeOf = (i: RestaurantInfoFieldsFragment): Place => ({ street: i.street, city: i.city, postalCode: i.postalCode, lat: i.lat, lng: i.lng });
const TITLE = 'Mes informations';

/** /modifyInfo/{encodedData}: the restaurant's information, behind the restaurateur guard; encodedData names the part to open (INFO_SECTIONS). */
export default function InfoPage() {
  return (
    <RestaurateurGuard title={TITLE}>{() => <InfoLoader />}</RestaurateurGuard>
  );
}

function InfoLoader() {
  const auth = useAuth();
  const idUrl = auth.restaurant?.idUrl ?? '';
  const { data, loading, error } = useMyRestaurantInfoQuery({ variables: { idUrl }, skip: !idUrl, fetchPolicy: 'network-only' });
  const info = data?.myRestaurantInfo;
  return (
    <>
      <HeaderBar title={TITLE} back={RESTAURATEUR_DASHBOARD_PATH} />
      <main id="contenu" className="page info-page">
        {loading || (!info && !error && idUrl) ? (
          <Loading />
        ) : info?.__typename === 'RestaurantInfo' ? (
          <InfoForm info={info} />
        ) : (
          <p role="alert" className="info-page__error">{info && 'message' in info ? info.message : NETWORK_ERROR}</p>
        )}
      </main>
      <Footer />
    </>
  );
}

/** An address typed without choosing a suggestion: the address service's match of the same postal code, else why not. */
async function locateAddress(client: ApolloClient, values: InfoValues): Promise<{ lat: number; lng: number } | { error: string }> {
  const { data } = await client.query({ query: InfoAddressSuggestionsQueryDocument, variables: { address: values.street, city: values.city }, fetchPolicy: 'network-only' });
  const found = data?.addressSuggestions;
  const best = found?.__typename === 'AddressSuggestions' ? found.items.find((i) => i.postalCode === values.postalCode) : null;
  if (best) return { lat: best.lat, lng: best.lng };
  return { error: found?.__typename === 'ActionError' ? found.message : MESSAGES.addressNotFound };
}

/** encodedData opens the page on the part the publication page pointed at. */
function useOpenSection(encodedData: string | undefined) {
  const opened = useRef(false);
  useEffect(() => {
    const section = infoSectionOf(encodedData);
    if (!section || opened.current) return;
    opened.current = true;
    const heading = document.getElementById(`${section}-titre`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [encodedData]);
}

function InfoForm({ info }: { info: RestaurantInfoFieldsFragment }) {
  const client = useApolloClient();
  const { encodedData } = useParams();
  const [save] = useSaveRestaurantInfoMutation();
  // The coordinates of the address they were given for (a suggestion chosen, or the saved address).
  const [place, setPlace] = useState<Place | null>(placeOf(info));
  const [outcome, setOutcome] = useState<{ changed: string[] } | null>(null);
  const form = useMijoteForm<InfoValues>({ rules: infoRules, defaultValues: valuesOf(info) });
  const dirty = form.formState.isDirty;
  const leaveWarning = useUnsavedChanges(dirty && !form.formState.isSubmitting);
  useOpenSection(encodedData);

  async function submit(values: InfoValues) {
    setOutcome(null);
    try {
      const at = place && place.street === values.street && place.city === values.city && place.postalCode === values.postalCode ? place : await locateAddress(client, values);
      if ('error' in at) {
        showServerError(form, 'street', at.error);
        return;
      }
      const { data } = await save({ variables: { input: inputOf(info.idUrl, values, at) } });
      const result = data?.saveRestaurantInfo;
      if (result?.__typename === 'RestaurantInfoSaved') {
        form.reset(valuesOf(result.info));
        setPlace(placeOf(result.info));
        setOutcome({ changed: result.changed });
        return;
      }
      if (result?.__typename === 'InvalidInputError') showServerError(form, fieldOf(result.field), result.message);
      else showServerError(form, null, result?.message ?? NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <>
      <InfoHead info={info} />
      <MijoteForm form={form} onValid={submit}>
        <InfoPart name="identite">
          <TextField<InfoValues> name="name" label="Nom du restaurant" maxLength={50} />
          <LabelChoiceField name="types" legend="Type de restaurant" labels={filterVocabulary.group('type').labels} max={INFO_LIMITS.typesMax}
            hint="Un ou deux types ; le premier choisi est le type principal." />
          <MainTypeSwitch />
          <LabelChoiceField name="cuisines" legend="Origine de la cuisine" labels={filterVocabulary.group('cuisine').labels} max={INFO_LIMITS.cuisinesMax} hint="Deux au plus." />
        </InfoPart>

        <AddressPart form={form} place={place} onPlace={setPlace} />

        <InfoPart name="contact">
          <div className="account-form__row account-form__row--two">
            <PhoneField<InfoValues> name="phone" label="Téléphone du restaurant" />
            <TextField<InfoValues> name="averagePrice" label="Prix moyen par personne (€)" inputMode="numeric" maxLength={4} />
          </div>
        </InfoPart>

        <InfoPart name="filtres">
          <p className="muted">Ce que les visiteurs peuvent chercher : cochez ce que votre restaurant propose.</p>
          <FilterGroups />
        </InfoPart>

        <InfoPart name="horaires">
          <WeekHoursField />
        </InfoPart>

        <InfoPart name="dates-speciales">
          <SpecialDatesField />
        </InfoPart>

        <SaveFooter outcome={outcome} dirty={dirty} saving={form.formState.isSubmitting} />
      </MijoteForm>
      {leaveWarning}
    </>
  );
}

/** The restaurant's name, whether the changes show at once, its page, and the parts of the form. */
function InfoHead({ info }: { info: RestaurantInfoFieldsFragment }) {
  return (
    <div className="info-page__head">
      <h1 className="info-page__title">{info.name}</h1>
      <p className="muted">
        {info.published ? 'Vos changements sont en ligne dès leur enregistrement.' : 'Votre page n’est pas encore publiée.'}{' '}
        <Link to={info.path} className="link" target="_blank">
          Voir ma page
        </Link>
      </p>
      <nav aria-label="Parties de la page" className="info-toc">
        {(Object.keys(INFO_SECTIONS) as InfoSection[]).map((key) => (
          <a key={key} href={`#${key}`} className="info-chip">
            {INFO_SECTIONS[key]}
          </a>
        ))}
      </nav>
    </div>
  );
}

/** A part of the form, under its heading (the target of encodedData and of the parts' links). */
function InfoPart({ name, children }: { name: InfoSection; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-titre`} id={name} className="info-section">
      <h2 id={`${name}-titre`} className="info-section__title" tabIndex={-1}>
        {INFO_SECTIONS[name]}
      </h2>
      {children}
    </section>
  );
}

/** The address, with the service's suggestions until the typed address is the located one. */
function AddressPart({ form, place, onPlace }: { form: UseFormReturn<InfoValues>; place: Place | null; onPlace: (place: Place) => void }) {
  const [typed, city, postalCode] = useWatch({ control: form.control, name: ['street', 'city', 'postalCode'] });
  const located = place !== null && place.street === typed && place.city === city && place.postalCode === postalCode;
  const debounced = useDebouncedValue(typed.trim(), SUGGESTION_DEBOUNCE_MS);
  const lookup = useInfoAddressSuggestionsQuery({ variables: { address: debounced, city: city.trim() || null }, skip: located || debounced.length < MIN_ADDRESS });
  const answer = lookup.data?.addressSuggestions;
  const suggestions = !located && answer?.__typename === 'AddressSuggestions' ? answer.items : [];

  function choose(s: Suggestion) {
    const street = s.street || s.label;
    form.setValue('street', street, { shouldDirty: true });
    form.setValue('city', s.city, { shouldDirty: true });
    form.setValue('postalCode', s.postalCode, { shouldDirty: true });
    form.clearErrors(['street', 'city', 'postalCode']);
    onPlace({ street, city: s.city, postalCode: s.postalCode, lat: s.lat, lng: s.lng });
  }

  return (
    <InfoPart name="adresse">
      <ComboboxField<InfoValues, Suggestion>
        name="street"
        label="Adresse"
        placeholder="Numéro et rue"
        maxLength={120}
        suggestions={suggestions}
        optionKey={(s) => `${s.label}-${s.lat}-${s.lng}`}
        optionLabel={(s) => s.label}
        emptyText={answer?.__typename === 'AddressSuggestions' && suggestions.length === 0 && !located ? 'Aucune adresse du Maine-et-Loire trouvée : vérifiez l’orthographe.' : null}
        onChoose={choose}
        hint={answer?.__typename === 'ActionError' ? <p className="muted combobox__hint">{MESSAGES.geocoderUnavailable}</p> : null}
      />
      <div className="account-form__row account-form__row--two">
        <TextField<InfoValues> name="city" label="Ville" maxLength={50} />
        <TextField<InfoValues> name="postalCode" label="Code postal" inputMode="numeric" maxLength={5} />
      </div>
    </InfoPart>
  );
}

/** The save button, with what the last save changed or that changes wait. */
function SaveFooter({ outcome, dirty, saving }: { outcome: { changed: string[] } | null; dirty: boolean; saving: boolean }) {
  return (
    <div className="info-save" aria-live="polite">
      <FormError />
      {outcome && (
        <p role="status" className="info-save__done">
          {outcome.changed.length ? `${INFO_MESSAGES.saved} Modifié : ${outcome.changed.join(', ')}.` : INFO_MESSAGES.nothingChanged}
        </p>
      )}
      {dirty && !outcome && <p className="muted info-save__pending">Modifications non enregistrées.</p>}
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Enregistrement…' : 'Enregistrer'}
      </button>
    </div>
  );
}

/** Every filter group the restaurant can carry, one fieldset each; a group's error is the filters' one (shown once, under the last). */
function FilterGroups() {
  return (
    <>
      {EDITABLE_FILTER_GROUPS.map((g, i) => (
        <LabelChoiceField key={g.key} name="filters" legend={g.title} labels={g.labels} showError={i === EDITABLE_FILTER_GROUPS.length - 1} />
      ))}
    </>
  );
}
