import { PUBLICATION_MESSAGES, PUBLICATION_REQUIREMENTS, type PublicationRequirement } from '../../../../common/publication-rules.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { RestaurantEntity } from '../restaurants/restaurant.entity.js';
import { restaurantService } from '../restaurants/restaurant.service.js';
import { ServiceError } from '../shared/service-errors.js';
import { PublicationRequestEntity } from './publication-request.entity.js';
import { publicationState, type PublicationRow } from './publication.queries.js';

/** What the publication page shows (SPEC §3 Publication info, §4 Publication). */
export interface PublicationInfo {
  restaurantId: number;
  idUrl: string;
  status: PublicationRow['status'];
  requirements: Record<PublicationRequirement, boolean>;
  complete: boolean;
  subscriptionActive: boolean;
  pendingSince: Date | null;
  /** The reason of the last rejection, while the restaurant stays rejected. */
  rejectionReason: string | null;
}

/** Whether a restaurant's subscription lets it be published (the billing module answers; 'not-sub' otherwise). */
export type SubscriptionCheck = (ctx: RequestContext, restaurantId: number) => Promise<boolean>;

/**
 * The owner's publication request (SPEC §4, §5, §7 getInfoBeforePublication / sendPublication): what is missing, then
 * one request waiting for the moderation, for a complete restaurant whose subscription is active.
 */
export class PublicationService {
  constructor(private readonly subscriptionActive: SubscriptionCheck) {}

  /** The viewer's restaurant (restaurantService.ownedId, the space's one ownership check) and its requirements. */
  private async owned(ctx: RequestContext, _userId: number, ref: string | number, lock = false): Promise<PublicationRow> {
    const id = await restaurantService.ownedId(ctx, ref, lock);
    return (await publicationState(ctx.db, id))!;
  }

  async info(ctx: RequestContext, userId: number, ref: string | number): Promise<PublicationInfo> {
    const row = await this.owned(ctx, userId, ref);
    const requests = repository(ctx, PublicationRequestEntity);
    const pending = await requests.findOne({ select: { id: true, requestedAt: true }, where: { restaurantId: row.id, status: 'pending' } });
    const rejected = row.status === 'rejected'
      ? await requests.findOne({ select: { id: true, reason: true }, where: { restaurantId: row.id, status: 'rejected' }, order: { decidedAt: 'DESC' } })
      : null;
    const requirements = Object.fromEntries(PUBLICATION_REQUIREMENTS.map((k) => [k, Boolean(row[k])])) as Record<PublicationRequirement, boolean>;
    return {
      restaurantId: row.id, idUrl: row.id_url, status: row.status, requirements, complete: PUBLICATION_REQUIREMENTS.every((k) => requirements[k]),
      subscriptionActive: await this.subscriptionActive(ctx, row.id), pendingSince: pending?.requestedAt ?? null, rejectionReason: rejected?.reason ?? null,
    };
  }

  /** Sends the request: the restaurant waits for the moderation (status pending), in one transaction. */
  async send(ctx: RequestContext, userId: number, ref: string | number): Promise<string> {
    return withTransaction(ctx, async (tx) => {
      const row = await this.owned(tx, userId, ref, true);
      if (row.status === 'published') throw new ServiceError('CONFLICT', PUBLICATION_MESSAGES.alreadyPublished);
      const requests = repository(tx, PublicationRequestEntity);
      if (row.status === 'pending' || (await requests.exists({ where: { restaurantId: row.id, status: 'pending' } }))) {
        throw new ServiceError('PUBLICATION_PENDING', PUBLICATION_MESSAGES.alreadyPending);
      }
      if (!(await this.subscriptionActive(tx, row.id))) throw new ServiceError('NOT_SUBSCRIBED', PUBLICATION_MESSAGES.notSubscribed);
      const missing = PUBLICATION_REQUIREMENTS.filter((k) => !row[k]);
      if (missing.length) throw new ServiceError('INCOMPLETE', `${PUBLICATION_MESSAGES.incomplete} (${missing.join(', ')})`);
      await requests.createQueryBuilder().insert().values({ restaurantId: row.id, requestedBy: userId }).updateEntity(false).execute();
      await repository(tx, RestaurantEntity).update({ id: row.id }, { status: 'pending', dateUpdate: () => 'now()' });
      return PUBLICATION_MESSAGES.sent;
    });
  }
}
