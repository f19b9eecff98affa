import { restaurantService, restaurantWrites } from '../restaurants/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { INFO_SECTIONS, type DayHoursValue, type SpecialDateInputValue, type TimeRangeValue } from '../../../../common/restaurant-info-rules.js';
import { toHHMM, toMinutes, WEEKDAY_LABELS } from '../../../../common/schedule.js';
import { parisToday } from '../../../../common/search.js';
import { restaurantPath, slugify } from '../../../../common/slug.js';
import { MESSAGES } from '../../../../common/validation.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { cityForAddress } from '../geo/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { restaurantInfo, type InfoRow } from './restaurateur.queries.js';

/** What the page shows and edits (the GraphQL RestaurantInfo). */
interface RestaurantInfoView {
  idUrl: string; name: string; types: string[]; cuisines: string[]; street: string; postalCode: string; city: string; lat: number; lng: number;
  phone: string | null; averagePrice: number; filters: string[];
  hours: { weekday: number; label: string; ranges: (TimeRangeValue & { pastMidnight: boolean })[] }[];
  specialDates: { day: string; mode: SpecialDateInputValue['mode']; ranges: (TimeRangeValue & { pastMidnight: boolean })[] }[];
  published: boolean; path: string; dateUpdate: Date;
}

/** The input of a save, already checked by RestaurantInfoInput's common/ rules. */
interface RestaurantInfoChange {
  idUrl: string; name: string; types: string[]; cuisines: string[]; street: string; postalCode: string; city: string; lat: number; lng: number;
  phone: string; averagePrice: number; filters: string[]; hours: DayHoursValue[]; specialDates: { day: string; mode: string; ranges?: TimeRangeValue[] | null }[];
}

const range = (r: { opens: number; closes: number }) => ({ opens: toHHMM(r.opens), closes: toHHMM(r.closes), pastMidnight: r.closes <= r.opens });

function view(row: InfoRow): RestaurantInfoView {
  return {
    idUrl: row.id_url, name: row.name, types: row.types, cuisines: row.cuisines, street: row.street, postalCode: row.postal_code, city: row.city,
    lat: row.lat, lng: row.lng, phone: row.phone, averagePrice: row.average_price, filters: row.filters,
    hours: WEEKDAY_LABELS.map((label, weekday) => ({ weekday, label, ranges: row.ranges.filter((r) => r.weekday === weekday).map(range) })),
    specialDates: row.specials.map((s) => ({ day: s.day, mode: s.closed ? 'closed' : s.ranges.length ? 'hours' : 'usual', ranges: s.ranges.map(range) })),
    published: row.status === 'published', path: restaurantPath(row.city_slug, row.name, row.id_url), dateUpdate: row.date_update,
  };
}

/** The parts of the page whose values differ between two views, named as the page names them. */
function changedParts(before: RestaurantInfoView, after: RestaurantInfoView): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const parts: [keyof typeof INFO_SECTIONS, unknown, unknown][] = [
    ['identite', [before.name, before.types, before.cuisines], [after.name, after.types, after.cuisines]],
    ['adresse', [before.street, before.postalCode, before.city, before.lat, before.lng], [after.street, after.postalCode, after.city, after.lat, after.lng]],
    ['contact', [before.phone, before.averagePrice], [after.phone, after.averagePrice]],
    ['filtres', [...before.filters].sort(), [...after.filters].sort()],
    ['horaires', before.hours, after.hours],
    ['dates-speciales', before.specialDates, after.specialDates],
  ];
  return parts.filter(([, a, b]) => !same(a, b)).map(([key]) => INFO_SECTIONS[key]);
}

/**
 * The information page of the restaurateur's space (/modifyInfo, issue 12): the owner reads and saves the name, types,
 * cuisines, address, phone, average price, filters, weekly hours and special dates of the restaurant they own
 * (restaurant.owner_id), all in one transaction. Derived columns (filter_ids, week, search_keys) follow by triggers.
 */
class RestaurantInfoService {
  /** The viewer's restaurant (restaurantService.ownedId, the space's one ownership check). */
  private owned(ctx: RequestContext, idUrl: string, lock: boolean): Promise<number> {
    return restaurantService.ownedId(ctx, idUrl, lock);
  }

  private async read(ctx: RequestContext, idUrl: string): Promise<RestaurantInfoView> {
    const row = await restaurantInfo(ctx.db, idUrl, parisToday());
    if (!row) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    return view(row);
  }

  async info(ctx: RequestContext, idUrl: string): Promise<RestaurantInfoView> {
    await this.owned(ctx, idUrl, false);
    return this.read(ctx, idUrl);
  }

  /** Saves everything at once; answers the saved information and the parts that changed. */
  async save(ctx: RequestContext, input: RestaurantInfoChange): Promise<{ info: RestaurantInfoView; changed: string[] }> {
    const saved = await withTransaction(ctx, async (tx) => {
      const id = await restaurantService.editableId(tx, input.idUrl, true);
      const before = await this.read(tx, input.idUrl);
      const city = await cityForAddress(tx.db, input.postalCode, input.city);
      if (!city) throw new ServiceError('INVALID_INPUT', MESSAGES.addressNotFound, 'street');
      const name = input.name.trim();
      await restaurantWrites.update(tx.db, { id }, {
        name, slug: slugify(name) || 'restaurant', types: input.types, cuisines: input.cuisines, street: input.street.trim(), postalCode: input.postalCode,
        cityId: city.id, lat: input.lat, lng: input.lng, phone: input.phone.replace(/\s/g, ''), averagePrice: input.averagePrice,
      });
      await restaurantWrites.filters(tx.db, id, input.filters);
      await restaurantWrites.hours(tx.db, id, input.hours.flatMap((d) => d.ranges.map((r) => ({ weekday: d.weekday, opens: toMinutes(r.opens), closes: toMinutes(r.closes) }))));
      // Special dates before today are history: the page edits today's and the coming ones.
      await restaurantWrites.specialDates(tx.db, id, input.specialDates.map((sd) => ({
        day: sd.day, closed: sd.mode === 'closed', ranges: (sd.mode === 'hours' ? (sd.ranges ?? []) : []).map((r) => ({ opens: toMinutes(r.opens), closes: toMinutes(r.closes) })),
      })), parisToday());

      const info = await this.read(tx, input.idUrl);
      restaurantPageChanged(tx.db, input.idUrl);
      return { info, changed: changedParts(before, info) };
    });
    return saved;
  }
}

export const restaurantInfoService = new RestaurantInfoService();
