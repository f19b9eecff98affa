import { normaliseBookingUrl } from '../../../../common/booking-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { restaurantWrites } from './restaurant-writes.js';
import { restaurantService } from './restaurant.service.js';
import type { FullRow } from './restaurants.queries.js';

interface BookingSettings {
  idUrl: string; name: string; path: string; published: boolean; phone: string | null; isResaPhone: boolean; bookingUrl: string | null; dateUpdate: Date;
}

const settingsOf = (r: FullRow): BookingSettings => ({
  idUrl: r.id_url, name: r.name, path: restaurantPath(r.city_slug, r.name, r.id_url), published: r.status === 'published',
  phone: r.phone, isResaPhone: r.is_resa_phone, bookingUrl: r.booking_url, dateUpdate: r.date_update,
});

/** /reservationPage: phone booking on or off and the restaurant's own booking link, for its owner only. */
class BookingService {
  async settings(ctx: RequestContext, idUrl: string): Promise<BookingSettings> {
    return settingsOf(await restaurantService.owned(ctx, idUrl));
  }

  /** Saves both settings in one transaction (the input was checked by the adapter with BookingInput's common/ rules). */
  async save(ctx: RequestContext, input: { idUrl: string; isResaPhone: boolean; bookingUrl?: string | null }): Promise<BookingSettings> {
    const saved = await withTransaction(ctx, async (tx) => {
      const r = await restaurantService.editable(tx, input.idUrl);
      await restaurantWrites.update(tx.db, { id: r.id }, { isResaPhone: input.isResaPhone, bookingUrl: normaliseBookingUrl(input.bookingUrl) });
      restaurantPageChanged(tx.db, input.idUrl);
      return settingsOf(await restaurantService.owned(tx, input.idUrl));
    });
    return saved;
  }
}

export const bookingService = new BookingService();
