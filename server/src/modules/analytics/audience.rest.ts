import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { AudienceEvent } from '../../../../common/statistics-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { parseBody } from '../../rest/body.js';
import type { RestRoute } from '../../rest/route.js';
import { IsAudienceEvents, IsVisitorId } from '../../validation/rules.js';
import { audienceService } from './audience.service.js';

class AudienceBody {
  @IsAudienceEvents() events: AudienceEvent[];
  /** The id an earlier answer (or updatePhoneClick) gave; one the server did not issue is ignored. */
  @IsOptional() @IsString({ message: 'Identifiant de session invalide.' }) @MaxLength(200, { message: 'Identifiant de session invalide.' }) sessionId?: string;
  @IsVisitorId() visitorId?: string;
}

/** The module's /api paths (schema/rest.md). */
export const audienceRoutes: RestRoute[] = [
  {
    method: 'post', path: '/analytics/collect', access: 'public',
    handler: async (ctx: RequestContext, body: unknown) => {
      const b = await parseBody(AudienceBody, body);
      return { success: true, ...(await audienceService.collect(ctx, b)) };
    },
  },
];
