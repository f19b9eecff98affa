import { ID_URL_PATTERN } from '../../../../common/constants.js';
import { toDbId } from '../../../../common/input-rules.js';
import { MESSAGES } from '../../../../common/validation.js';
import { verifyPreviewToken } from '../../auth/preview-token.js';
import { repository } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { RestaurantEntity } from './restaurant.entity.js';
import type { NearArgs } from './restaurant.inputs.js';
import { lockRestaurant, publishedNear, restaurantByRef, type CardRow, type FullRow } from './restaurants.queries.js';

/**
 * Whether the owner may not yet change a restaurant that is on line (docs/adr/0022): the registration module answers
 * (a listed page handed over by a link, whose card check has not activated the subscription yet).
 */
type PublicPageLock = (ctx: RequestContext, restaurantId: number) => Promise<boolean>;

/** What other modules read of a restaurant (billing's mails and views, the account's restaurant, the registration's claim). */
export type RestaurantBrief = Pick<RestaurantEntity, 'id' | 'idUrl' | 'name' | 'status'>;
const BRIEF = { id: true, idUrl: true, name: true, status: true } as const;
type RestaurantAddress = Pick<RestaurantEntity, 'id' | 'name' | 'street' | 'postalCode' | 'cityId' | 'phone' | 'lat' | 'lng'>;
const ADDRESS = { id: true, name: true, street: true, postalCode: true, cityId: true, phone: true, lat: true, lng: true } as const;

/** An off-line restaurant's address suggests this many restaurants, within this distance (issue 25). */
const SIMILAR_COUNT = 4;
const SIMILAR_RADIUS_KM = 20;

class RestaurantService {
  /** Set once at start by modules/index.ts; until then every page on line is locked (refused rather than edited). */
  private publicPageLock: PublicPageLock | null = null;

  lockPublicPagesWhen(lock: PublicPageLock): void {
    this.publicPageLock = lock;
  }

  /**
   * A published restaurant, or an unpublished one with a valid preview token signed for it, named by its id_url or
   * its numeric id (the cards' `idResto`).
   */
  async byIdUrl(ctx: RequestContext, ref: string | number, previewToken?: string | null): Promise<FullRow> {
    const shown = await this.page(ctx, ref, previewToken);
    if ('offline' in shown) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    return shown.row;
  }

  /**
   * What a restaurant's public address shows: the page (published, or with a valid preview token), or, for a restaurant
   * that was on line and is no longer (its subscription ended, ADR 0012: back to draft, date_published kept), the fact
   * and published restaurants around it, its own kind first (issue 25). Anything else is NOT_FOUND.
   */
  async page(ctx: RequestContext, ref: string | number, previewToken?: string | null): Promise<{ row: FullRow } | { offline: FullRow; similar: CardRow[] }> {
    const byId = typeof ref === 'number';
    if (byId ? toDbId(ref) === null : !ID_URL_PATTERN.test(ref)) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    const row = await restaurantByRef(ctx.db, ref);
    if (!row) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    if (row.status === 'published' || (previewToken && verifyPreviewToken(ctx.config.appSecret, previewToken, row.id_url))) return { row };
    if (!row.date_published) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    const similar = await publishedNear(ctx.db, row.lat, row.lng, SIMILAR_RADIUS_KM, SIMILAR_COUNT, row.types[0] ?? null);
    return { offline: row, similar };
  }

  /**
   * The restaurant `idUrl` names, when the signed-in restaurateur owns it (restaurant.owner_id): the one check every
   * read and write of the restaurateur's space goes through. Another account's restaurant is FORBIDDEN, an unknown
   * one NOT_FOUND; a draft, pending or rejected restaurant is its owner's to edit like a published one.
   */
  async owned(ctx: RequestContext, idUrl: string): Promise<FullRow> {
    return (await restaurantByRef(ctx.db, await this.ownedId(ctx, idUrl)))!;
  }

  /**
   * The ownership check of the restaurateur's space for the signed-in viewer: {@link checkOwner} with the viewer's id
   * (UNAUTHENTICATED without one).
   */
  async ownedId(ctx: RequestContext, ref: string | number, lock = false): Promise<number> {
    if (!ctx.viewer) throw new ServiceError('UNAUTHENTICATED', 'Connexion requise.');
    return this.checkOwner(ctx, ref, ctx.viewer.id, { lock });
  }

  /**
   * The one ownership check (issue 26): « is this restaurant this restaurateur's? ». The id of the restaurant named by its
   * id_url or numeric id when `ownerId` owns it (restaurant.owner_id), its row locked for the caller's transaction when
   * asked; NOT_FOUND for none (FORBIDDEN when `unknown` says so: billing tells no more about an id it was handed),
   * FORBIDDEN with common/'s one message (MESSAGES.notOwner) for another account's.
   */
  async checkOwner(ctx: RequestContext, ref: string | number, ownerId: number, options: { lock?: boolean; unknown?: 'NOT_FOUND' | 'FORBIDDEN' } = {}): Promise<number> {
    const unknown = () => options.unknown === 'FORBIDDEN'
      ? new ServiceError('FORBIDDEN', MESSAGES.notOwner)
      : new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idUrl');
    const where = typeof ref === 'number' ? (toDbId(ref) === null ? null : { id: ref }) : typeof ref === 'string' && ID_URL_PATTERN.test(ref) ? { idUrl: ref } : null;
    if (!where) throw unknown();
    if (options.lock) await lockRestaurant(ctx.db, where);
    const found = await repository(ctx, RestaurantEntity).findOne({ select: { id: true, ownerId: true }, where });
    if (!found) throw unknown();
    if (found.ownerId !== ownerId) throw new ServiceError('FORBIDDEN', MESSAGES.notOwner);
    return found.id;
  }

  /** A restaurant's id, id_url, name and status, or null for none. */
  brief(ctx: RequestContext, id: number): Promise<RestaurantBrief | null> {
    return repository(ctx, RestaurantEntity).findOne({ select: BRIEF, where: { id } });
  }

  /** Where a restaurant is and how to call it (the registration wizard shows them again). */
  address(ctx: RequestContext, id: number): Promise<RestaurantAddress | null> {
    return repository(ctx, RestaurantEntity).findOne({ select: ADDRESS, where: { id } });
  }

  /** The same, for a restaurant that must exist (one a subscription or a payment points to): a missing one fails here. */
  briefOrFail(ctx: RequestContext, id: number): Promise<RestaurantBrief> {
    return repository(ctx, RestaurantEntity).findOneOrFail({ select: BRIEF, where: { id } });
  }

  /** The restaurant an account owns (the first, by creation), or null. */
  firstOwnedBy(ctx: RequestContext, ownerId: number): Promise<RestaurantBrief | null> {
    return repository(ctx, RestaurantEntity).findOne({ select: BRIEF, where: { ownerId }, order: { id: 'ASC' } });
  }

  /** When the restaurant was first put on line (date_published), or null: its audience is measured from then on. */
  async publishedSince(ctx: RequestContext, id: number): Promise<Date | null> {
    const found = await repository(ctx, RestaurantEntity).findOne({ select: { id: true, datePublished: true }, where: { id } });
    return found?.datePublished ?? null;
  }

  /**
   * The write side of the ownership check: ownedId, then, for a page on line, the lock of docs/adr/0022 — a listed page
   * handed over by a registration link stays as the directory listed it until the card check (NOT_SUBSCRIBED).
   */
  async editableId(ctx: RequestContext, ref: string | number, lock = false): Promise<number> {
    const id = await this.ownedId(ctx, ref, lock);
    await this.assertEditable(ctx, id);
    return id;
  }

  /** editableId's full row (the editors that read the page they change). */
  async editable(ctx: RequestContext, idUrl: string): Promise<FullRow> {
    return (await restaurantByRef(ctx.db, await this.editableId(ctx, idUrl)))!;
  }

  /** For an owner already checked (a module with its own ownership query): refused while the page on line is locked. */
  async assertEditable(ctx: RequestContext, restaurantId: number): Promise<void> {
    const row = await repository(ctx, RestaurantEntity).findOne({ select: { id: true, status: true }, where: { id: restaurantId } });
    if (row?.status !== 'published') return;
    if (!this.publicPageLock || (await this.publicPageLock(ctx, restaurantId))) throw new ServiceError('NOT_SUBSCRIBED', MESSAGES.claimedPageLocked);
  }

  /** Published restaurants around a point, nearest first (the arguments were validated by the adapter with NearArgs' rules). */
  async near(ctx: RequestContext, args: NearArgs): Promise<CardRow[]> {
    return publishedNear(ctx.db, args.lat, args.lng, args.radiusKm, args.limit);
  }

  /** A published restaurant named by its id_url or its numeric id (SPEC §7's `idrestaurant`). */
  async publishedRef(ctx: RequestContext, ref: string | number): Promise<{ id: number; id_url: string }> {
    // The transports hand over a checked reference (IsRestaurantRef); anything else names no restaurant (and TypeORM
    // refuses a null or undefined where value, PostgreSQL an integer out of range).
    const byId = typeof ref === 'number';
    if (byId ? toDbId(ref) === null : typeof ref !== 'string') throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idrestaurant');
    const found = await repository(ctx, RestaurantEntity).findOne({
      select: { id: true, idUrl: true },
      where: byId ? { id: ref, status: 'published' } : { idUrl: ref, status: 'published' },
    });
    if (!found) throw new ServiceError('NOT_FOUND', MESSAGES.restaurantNotFound, 'idrestaurant');
    return { id: found.id, id_url: found.idUrl };
  }
}

export const restaurantService = new RestaurantService();
