import { formatPhone } from '../../../../../../common/format';
import type { RestaurantData } from '../../restaurant-types';
import { trackBookingClick } from './audience';
import { usePhoneClick } from './use-phone-click';
import { Icon } from '../../../../ui/Icon';
import { PHONE_ICON } from '../../../../ui/icons';

/** What the tab shows of a restaurant (the page's data, or the booking page's form while it is being edited). */
export type BookingTabData = Pick<RestaurantData, 'idUrl' | 'phone' | 'isResaPhone' | 'bookingUrl'>;

/**
 * 'Réservation' tab: the phone number (reported once per session) and the restaurant's own booking link. `preview`: the
 * restaurateur's preview on /reservationPage, whose clicks are not counted.
 */
export function BookingTab({ restaurant: r, preview = false }: { restaurant: BookingTabData; preview?: boolean }) {
  const phone = formatPhone(r.phone);
  const onPhoneClick = usePhoneClick(r.idUrl, preview);

  return (
    <div className="booking-tab">
      {phone ? (
        <section className="booking-card" aria-labelledby="booking-phone-title">
          <h2 id="booking-phone-title" className="section-title">
            Réserver par téléphone
          </h2>
          <p className="muted">{r.isResaPhone ? 'Le restaurant prend les réservations par téléphone.' : 'Appelez le restaurant pour connaître ses disponibilités.'}</p>
          <a className="button button--primary booking-card__phone" href={`tel:${(r.phone ?? '').replace(/\s/g, '')}`} onClick={onPhoneClick}>
            <Icon path={PHONE_ICON} /> {phone}
          </a>
        </section>
      ) : null}
      {r.bookingUrl && (
        <section className="booking-card" aria-labelledby="booking-online-title">
          <h2 id="booking-online-title" className="section-title">
            Réserver en ligne
          </h2>
          <p className="muted">Vous serez redirigé vers l’outil de réservation du restaurant.</p>
          <a className="button" href={r.bookingUrl} target="_blank" rel="noopener noreferrer" onClick={() => !preview && trackBookingClick(r.idUrl)}>
            Réserver sur le site du restaurant (nouvel onglet)
          </a>
        </section>
      )}
      {!phone && !r.bookingUrl && <p className="muted">Ce restaurant n’a pas encore indiqué de moyen de réservation.</p>}
      <p className="booking-tab__note">Mijote ne prend aucune commission sur vos réservations.</p>
    </div>
  );
}
