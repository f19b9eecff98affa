import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BOOKING_LIMITS, checkBookingUrl, normaliseBookingUrl } from '../../../../../common/booking-rules';
import { useMyBookingQuery, useSaveBookingMutation } from '../../../graphql/__generated__/hooks';
import type { MyBookingQuery } from '../../../graphql/__generated__/graphql';
import { CheckboxField, FormError, MijoteForm, showServerError, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { Loading } from '../../../ui/Loading';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { BookingTab } from '../../restaurants';
import { RestaurateurGuard, type SpaceRestaurant } from '../../accounts';
import { SaveBar, SavedNotice, SpacePage } from '../components/SpacePage';
import { useUnsavedChanges } from '../components/useUnsavedChanges';
import '../../../styles/restaurant-page.css';

type Booking = Extract<MyBookingQuery['myBooking'], { __typename: 'Booking' }>;
interface BookingValues { isResaPhone: boolean; bookingUrl: string }

const bookingRules: FormRules<BookingValues> = {
  bookingUrl: { normalise: (url) => normaliseBookingUrl(url) ?? '', check: checkBookingUrl },
};

/** What a save changed, in French (the notice under the form). */
function bookingChanges(before: BookingValues, after: BookingValues): string[] {
  const changes: string[] = [];
  if (before.isResaPhone !== after.isResaPhone) changes.push(`Réservation par téléphone ${after.isResaPhone ? 'activée' : 'désactivée'}`);
  const a = normaliseBookingUrl(before.bookingUrl);
  const b = normaliseBookingUrl(after.bookingUrl);
  if (a !== b) changes.push(b ? `Lien de réservation en ligne : ${b}` : 'Lien de réservation en ligne retiré');
  return changes;
}

/** /reservationPage: phone booking on or off, the restaurant's own booking link, and the Réservation tab as visitors will see it. */
export default function BookingPage() {
  return <RestaurateurGuard title="Réservation">{(restaurant) => <BookingLoader restaurant={restaurant} />}</RestaurateurGuard>;
}

function BookingLoader({ restaurant }: { restaurant: SpaceRestaurant }) {
  const { data, loading, error } = useMyBookingQuery({ variables: { idUrl: restaurant.idUrl }, fetchPolicy: 'network-only' });
  const booking = data?.myBooking.__typename === 'Booking' ? data.myBooking : null;
  return (
    <SpacePage title="Réservation" restaurantName={booking?.name ?? restaurant.name} publicPath={booking?.published ? booking.path : null}>
      {booking ? (
        <BookingForm booking={booking} />
      ) : loading ? (
        <Loading />
      ) : (
        <p className="notice notice--error" role="alert">
          {error || !data ? NETWORK_ERROR : data.myBooking.__typename !== 'Booking' ? data.myBooking.message : NETWORK_ERROR}
        </p>
      )}
    </SpacePage>
  );
}

function BookingForm({ booking }: { booking: Booking }) {
  const [save] = useSaveBookingMutation();
  const [saved, setSaved] = useState<BookingValues>({ isResaPhone: booking.isResaPhone, bookingUrl: booking.bookingUrl ?? '' });
  const [changes, setChanges] = useState<string[] | null>(null);
  const form = useMijoteForm<BookingValues>({ rules: bookingRules, defaultValues: saved });
  const values = useWatch({ control: form.control }) as BookingValues;
  const dirty = values.isResaPhone !== saved.isResaPhone || normaliseBookingUrl(values.bookingUrl) !== normaliseBookingUrl(saved.bookingUrl);
  const leaving = useUnsavedChanges(dirty);

  async function submit(input: BookingValues) {
    try {
      const { data } = await save({ variables: { input: { idUrl: booking.idUrl, isResaPhone: input.isResaPhone, bookingUrl: normaliseBookingUrl(input.bookingUrl) } } });
      const result = data?.saveBooking;
      if (result?.__typename === 'Booking') {
        const now = { isResaPhone: result.isResaPhone, bookingUrl: result.bookingUrl ?? '' };
        setChanges(bookingChanges(saved, now));
        setSaved(now);
        form.reset(now);
        return;
      }
      if (result) showServerError(form, 'field' in result && result.field === 'bookingUrl' ? 'bookingUrl' : null, result.message);
      else showServerError(form, null, NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  const preview = { idUrl: booking.idUrl, phone: booking.phone, isResaPhone: values.isResaPhone, bookingUrl: checkBookingUrl(values.bookingUrl) ? null : normaliseBookingUrl(values.bookingUrl) };
  return (
    <div className="space__columns">
      <section className="profile__card" aria-labelledby="booking-settings-title">
        <h2 id="booking-settings-title" className="section-title">
          Comment vos clients réservent
        </h2>
        <MijoteForm form={form} onValid={submit} onSubmitStart={() => setChanges(null)}>
          <CheckboxField<BookingValues> name="isResaPhone" variant="switch">
            Je prends les réservations par téléphone
          </CheckboxField>
          <p className="muted space__hint">
            Votre numéro reste affiché sur l’onglet Réservation ; désactivé, il invite les clients à appeler pour connaître vos disponibilités.
          </p>
          <TextField<BookingValues>
            name="bookingUrl"
            label="Lien de votre outil de réservation en ligne (facultatif)"
            altLabel="Adresse commençant par https://"
            placeholder="https://"
            inputMode="url"
            maxLength={BOOKING_LIMITS.urlMax}
          />
          <FormError />
          <SavedNotice changes={changes} />
          <SaveBar saving={form.formState.isSubmitting} dirty={dirty} />
        </MijoteForm>
      </section>
      <section className="profile__card space__preview" aria-labelledby="booking-preview-title">
        <h2 id="booking-preview-title" className="section-title">
          Aperçu de l’onglet Réservation
        </h2>
        <p className="muted space__hint">Ce que verront les visiteurs{dirty ? ' une fois vos modifications enregistrées' : ''}.</p>
        <div className="space__preview-frame">
          <BookingTab restaurant={preview} preview />
        </div>
      </section>
      {leaving}
    </div>
  );
}
