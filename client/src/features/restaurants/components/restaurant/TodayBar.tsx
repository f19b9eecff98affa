import { dayPlan } from '../../../../../../common/holidays';
import { formatPhone } from '../../../../../../common/format';
import { parisToday } from '../../../../../../common/search';
import type { RestaurantData } from '../../restaurant-types';
import { trackBookingClick } from './audience';
import { Ranges } from './HoursTable';
import { usePhoneClick } from './use-phone-click';

type TodayData = Pick<RestaurantData, 'idUrl' | 'phone' | 'schedule' | 'specialDates' | 'bookingUrl'>;

/**
 * What a diner needs first, above the tabs (issue 15): today's hours (a special date or holiday first, else the usual
 * ones), the call button and, when the restaurant has one, its online booking beside it (issue 25), one tap away
 * whichever tab is open.
 */
export function TodayBar({ restaurant: r, preview = false }: { restaurant: TodayData; preview?: boolean }) {
  const plan = dayPlan(parisToday(), r.schedule as Record<string, unknown>, r.specialDates as Record<string, unknown>);
  const phone = formatPhone(r.phone);
  const onCall = usePhoneClick(r.idUrl, preview);
  const closed = plan.kind === 'closed' || (plan.kind === 'special' && plan.closed);
  return (
    <div className="today-bar">
      <p className="today-bar__hours" data-testid="today-hours">
        <strong>Aujourd’hui : </strong>
        {closed ? <span className="hours__closed">fermé</span> : <Ranges ranges={plan.ranges} />}
        {plan.kind === 'special' && <span className="muted"> (horaires exceptionnels)</span>}
      </p>
      {(phone || r.bookingUrl) && (
        <div className="today-bar__actions">
          {phone && (
            <a className="button button--primary today-bar__call" href={`tel:${r.phone}`} onClick={onCall}>
              Appeler le {phone}
            </a>
          )}
          {r.bookingUrl && (
            <a
              className="button today-bar__book"
              href={r.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Réserver en ligne (site du restaurant, nouvel onglet)"
              onClick={() => !preview && trackBookingClick(r.idUrl)}
            >
              Réserver
            </a>
          )}
        </div>
      )}
    </div>
  );
}
