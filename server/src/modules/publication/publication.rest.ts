import { toRestaurantRef } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { parseBody } from '../../rest/body.js';
import type { RestRoute } from '../../rest/route.js';
import { IsRestaurantRef } from '../../validation/rules.js';
import { publicationService } from './publication.instance.js';

class PublicationBody {
  @IsRestaurantRef() idrestaurant: string | number;
}

const publicationRest = {
  /** SPEC §7: schedule, menu, listdesc, devanture, filters, type — whether each is there. */
  async getInfoBeforePublication(ctx: RequestContext, body: unknown) {
    const b = await parseBody(PublicationBody, body);
    const info = await publicationService.info(ctx, toRestaurantRef(b.idrestaurant)!);
    return { success: true, ...info.requirements, status: info.status, subscriptionActive: info.subscriptionActive };
  },
  async sendPublication(ctx: RequestContext, body: unknown) {
    const b = await parseBody(PublicationBody, body);
    return { success: true, message: await publicationService.send(ctx, toRestaurantRef(b.idrestaurant)!) };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const publicationRoutes: RestRoute[] = [
  { method: 'post', path: '/getInfoBeforePublication', access: ['restaurateur'], handler: publicationRest.getInfoBeforePublication },
  { method: 'post', path: '/sendPublication', access: ['restaurateur'], handler: publicationRest.sendPublication },
];
